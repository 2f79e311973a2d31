// English copy of the console's upload screen (spread into en.ts).

export const consoleUploadEn = {
  "console.upload.title": "Upload a finished film instead of rendering",
  "console.upload.file": "Film file for {name}",
  "console.upload.hint":
    "MP4, H.264 video and AAC sound, at most {mb} MB. The family gets it as their film, without captions.",
  "console.upload.replace": "Replace the film this child already has (its file is deleted)",
  "console.upload.submit": "Upload film",
  "console.upload.progress": "Upload progress",
  "console.upload.sending": "Uploading… {percent}%",
  "console.upload.broken": "The upload broke off. Check the connection and try again.",
  "console.upload.done":
    "Film {position} uploaded. It is ready, and the family gets their e-mail once every film of the order is.",
  "console.upload.refused": "Film {position} was not uploaded.",
  "console.upload.error.too_big": "The file is larger than {mb} MB.",
  "console.upload.error.no_file": "Choose a film file to upload.",
  "console.upload.error.not_video": "This is not a video file.",
  "console.upload.error.not_mp4": "The file is {found}, not MP4. Export it as MP4.",
  "console.upload.error.no_video": "There is no picture in the file, only sound.",
  "console.upload.error.video_codec": "The video is {found}, not H.264.",
  "console.upload.error.pixel_format":
    "The picture is stored as {found}; browsers play H.264 only as yuv420p (4:2:0).",
  "console.upload.error.no_audio": "There is no sound track.",
  "console.upload.error.audio_codec": "The sound is {found}, not AAC.",
  "console.upload.error.not_allowed": "This order's state does not allow an upload now.",
  "console.upload.error.not_confirmed": "Tick the box to replace the film this child already has.",
} as const;
