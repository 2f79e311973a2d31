// English copy of photo uploads and their errors (spread into en.ts).

export const photosEn = {
  "photo.error.type": "This file is not a photo we can use. Please choose a JPEG, PNG or WebP picture.",
  "photo.error.heic":
    "This photo is in the iPhone's HEIC format, which we cannot open yet. Please send it as a JPEG: on the iPhone, go to Settings › Camera › Formats and choose “Most Compatible” for new photos, or export this one as a JPEG.",
  "photo.error.tooBig": "This photo is larger than 25 MB. Please choose a smaller one.",
  "photo.error.pixels":
    "This picture has more than 50 megapixels, too many for us to open. Please send a smaller version of it.",
  "photo.error.damaged": "This photo seems damaged or incomplete. Please try again, or choose another one.",
  "photo.error.tooMany": "You can add at most 10 photos per video.",
  "photo.error.request": "That was too much to send at once. Please send fewer photos at a time.",
  "photo.error.lost": "One of your photos could not be found any more. Please add it again.",
  "photo.error.upload": "The upload was interrupted. Please check your connection and try again.",
  "photo.error.busy": "We are busy processing many photos right now. Please try this one again in a moment.",
  "photo.error.noSpace": "We cannot take photos at the moment. Please try again later.",
  "photo.error.storage": "We could not keep this photo just now. Please try it again in a minute.",
  "photo.error.tooManyRequests":
    "You have sent a lot of photos in a short while. Please wait a few minutes, then try again.",
} as const;
