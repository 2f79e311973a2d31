// English copy of the Profile tab: the customer's details, saved child profiles and data rights.

export const accountProfileEn = {
  "account.profile.title": "Profile",
  "account.profile.fullName": "Full Name",
  "account.profile.email": "Email",
  "account.profile.emailHint": "A new address changes once you follow the link we send to it.",
  "account.profile.phone": "Phone (optional)",
  "account.profile.phoneHint": "In international format, with the country code, like +1 305 555 0142.",
  "account.profile.save": "Save Changes",
  "account.profile.saved": "Your changes are saved.",
  "account.profile.emailSent":
    "We sent a link to {email}. Your e-mail address changes when you follow it, within {minutes} minutes.",
  "account.profile.emailChanged": "Your e-mail address is now {email}.",
  "account.profile.error.name": "Please enter your full name (up to 100 characters).",
  "account.profile.error.email": "Please enter a valid e-mail address, like name@example.com.",
  "account.profile.error.phone": "Please enter the number with its country code, like +1 305 555 0142.",
  "account.profile.error.tooMany": "We sent several links to this address already. Please try again later.",
  "account.profile.error.tooManyChanges":
    "You asked to change your address several times already. Please try again in an hour.",
  "account.profile.error.tooManyFromConnection":
    "Too many address changes from your connection. Please try again in 15 minutes.",
  "account.children.title": "Saved Child Profiles",
  "account.children.empty": "No saved profiles yet. They'll appear here after your first order.",
  "account.children.age": "Age {age}",
  "account.children.said": "Santa says it “{spelling}”",
  "account.children.eyes": "Eyes: {colour}",
  "account.children.hair": "Hair: {colour}",
  "account.children.use": "Use {name} in a new order",
  "account.children.edit": "Edit {name}",
  "account.children.editTitle": "{name}'s details",
  "account.children.save": "Save {name}'s profile",
  "account.children.saved": "{name}'s profile is saved.",
  "account.children.delete": "Delete {name}",
  "account.children.deleteQuestion": "Delete {name}'s profile? Orders already placed stay as they are.",
  "account.children.deleteYes": "Yes, delete {name}",
  "account.children.deleteNo": "Keep it",
  "account.children.deleted": "{name}'s profile is deleted.",
  "account.children.notFound": "That profile no longer exists.",
  "account.children.error.nameTaken": "You already have a profile with this name.",
  "account.data.title": "Your data",
  "account.data.intro":
    "Download everything we hold about your account as a file, or delete your account and the personal details of your orders.",
  "account.data.download": "Download my data",
  "account.delete.button": "Delete my account",
  "account.delete.title": "Delete your account?",
  "account.delete.text":
    "This deletes your account, your saved child profiles, the photos of your orders and the children's details in them, and your videos: their private links stop working, so download any you want to keep first. It also signs you out. Orders not paid yet are cancelled. A film you have paid for is delivered first: while one is on its way, your account can be deleted once it has arrived. We keep only the minimal record of each order (reference, date, amount) that the law requires.",
  "account.delete.onTheirWay.title": "Your films are delivered first",
  "account.delete.onTheirWay.text":
    "You have paid for these films and they have not arrived yet; we make them from the photos and details your account holds. You can delete your account as soon as they are delivered: we e-mail you each one when it is ready.",
  "account.delete.onTheirWay.order": "Order {reference}: {status}",
  "account.delete.onTheirWay.refundable":
    "Not in production yet: you can cancel it for a full refund in My Orders instead, then delete your account.",
  "account.delete.onTheirWay.toOrders": "Go to My Orders",
  "account.delete.confirmLabel": "To confirm, type your e-mail address: {email}",
  "account.delete.confirm": "Delete my account for good",
  "account.delete.cancel": "Keep my account",
  "account.delete.error.email": "That is not your account's e-mail address.",
  "account.deleted": "Your account is deleted. Thank you for ordering with us.",
  "account.emailConfirm.title": "Confirm your new e-mail address",
  "account.emailConfirm.text":
    "Your account {account} will use {address} from now on: it signs in with this address, and its e-mails go there. It keeps its own orders and sees none placed with {address} before.",
  "account.emailConfirm.othersSignedOut":
    "Confirming signs your account out on every other browser and device; this one stays signed in.",
  "account.emailConfirm.signInTitle": "Sign in to {account} to confirm",
  "account.emailConfirm.signInText":
    "The account {account} asked to use {address}. Only that account can confirm it, in a browser signed in to it; nothing changes until then. If this browser is signed in to another account, log out first.",
  "account.emailConfirm.signIn": "Sign in as {account}",
  "account.emailConfirm.notYours": "If {account} is not your account, close this page: nothing changes.",
  "account.emailConfirm.hasOrdersTitle": "This address has orders of its own",
  "account.emailConfirm.hasOrders":
    "Orders were placed with {address} before. They stay with that address, so your account cannot take it over and keeps {account}. To see those orders, log out and sign in with {address}.",
  "account.emailConfirm.confirm": "Use this address",
  "account.emailConfirm.invalidTitle": "This link no longer works",
  "account.emailConfirm.invalid":
    "Links to a new address work once, for {minutes} minutes. Change the address in your profile again to get a new one.",
  "account.emailConfirm.back": "Go to my profile",
  "meta.emailConfirm.title": "Confirm your e-mail address | Magic Santa Video",
} as const;
