// English copy of signing in and out of the account.

export const accountEn = {
  "account.signIn.title": "Sign in to your account",
  "account.signIn.intro":
    "No password needed: enter the e-mail address you ordered with and we will send you a sign-in link. Every order placed with that address appears in your account.",
  "account.signIn.email": "Email",
  "account.signIn.submit": "E-mail me a sign-in link",
  "account.signIn.sentTitle": "Check your inbox",
  "account.signIn.sent":
    "If {email} can receive e-mail, a sign-in link is on its way. It works once, for {minutes} minutes.",
  "account.signIn.sentHint": "Nothing after a few minutes? Look in your spam folder, or ask for a new link.",
  "account.signIn.again": "Send another link",
  "account.signIn.error.email": "Please enter a valid e-mail address, like name@example.com.",
  "account.signIn.error.tooMany":
    "Too many sign-in requests from your connection. Please wait 15 minutes and try again.",
  "account.signIn.confirmTitle": "Sign in to Magic Santa Video",
  "account.signIn.confirmText": "Press the button to sign in as {email} on this device.",
  "account.signIn.confirm": "Sign in",
  "account.signIn.invalidTitle": "This sign-in link no longer works",
  "account.signIn.invalid":
    "Sign-in links work once, for {minutes} minutes. Please ask for a new one: it takes a moment.",
  "account.signIn.newLink": "Get a new sign-in link",
  "account.signedInAs": "Signed in as {email}",
  "account.logout": "Logout",
  "account.logoutEverywhere": "Log out on all devices",
  "account.loggedOut": "You are signed out.",
  "meta.signIn.title": "Sign in | Magic Santa Video",
} as const;
