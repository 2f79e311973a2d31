// English copy of the Profile tab: the customer's details, saved child profiles and data rights.

export const accountProfileEn = {
  "account.profile.title": "Profile",
  "account.profile.fullName": "Full Name",
  "account.profile.email": "Email",
  "account.profile.phone": "Phone (optional)",
  "account.profile.save": "Save Changes",
  "account.children.title": "Saved Child Profiles",
  "account.children.empty": "No saved profiles yet. They'll appear here after your first order.",
} as const;
