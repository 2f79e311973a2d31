// English copy of the development outbox page (spread into en.ts).

export const devOutboxEn = {
  "devOutbox.title": "Outbox (development)",
  "devOutbox.description":
    "No SMTP server is configured, so the shop writes every e-mail as a file here instead of sending it.",
  "devOutbox.folder": "Folder: {folder}",
  "devOutbox.empty": "No e-mails yet.",
  "devOutbox.subject": "Subject",
  "devOutbox.to": "To",
  "devOutbox.date": "Date",
  "devOutbox.size": "Size",
  "devOutbox.open": "Open",
  "devOutbox.source": "Source",
  "devOutbox.kilobytes": "{size} KB",
  "devOutbox.meta.title": "Outbox (development) | Magic Santa Video",
} as const;
