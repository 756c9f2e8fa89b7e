// Every text a user can read about a rule or an outcome, in one place (house rule 3).
// The spec's strings are verbatim, typos included ('Candian'): end-to-end tests and the
// owner compare them character for character, so do not "fix" them here.

import { catalogueMessages } from './catalogue-messages.ts';
import { shellMessages } from './shell-messages.ts';

export const messages = {
  // --- the shell's own texts (issue 26; kept apart for the shell's first script) ---------------
  ...shellMessages,
  ...catalogueMessages,

  // --- spec §5: form validation ---------------------------------------------------------
  invalidEmail: 'Invalid email format',
  emailRequired: 'Please enter a valid email',
  passwordRequired: 'Please enter your password',
  nameRequired: 'Please enter your name',
  passwordMin: 'Password must be at least 8 characters long',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordsMustMatch: 'Passwords must match',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  billingNameRequired: 'Please enter a valid name',
  phoneInvalid: 'We Only accept US and Candian Phone Numbers at this moment',
  addressRequired: 'Please enter a valid address',
  postalCodeRequired: 'Please enter a valid Canadian postal code / US zip code',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  countryInvalid: 'Country must be either USA or Canada',
  paymentMethodRequired: 'Please choose a payment method',
  reviewIncomplete: 'Please make sure to rate and write a comment',

  // --- limits the spec leaves open (hostile or accidental oversized input) -----------------
  nameTooLong: 'Name must be at most 100 characters long',
  passwordTooLong: 'Password must be at most 200 characters long',
  tooLong: (max: number) => `Please keep this to at most ${max} characters`,
  invalidCharacters: 'Please remove unsupported characters',

  // --- admin product form (spec is silent; written to match the tone above) ----------------
  productNameRequired: 'Please enter a product name',
  descriptionRequired: 'Please enter a description',
  brandRequired: 'Please enter a brand',
  imageInvalid: 'Please choose a valid image',
  tooManyImages: 'Please keep to at most 10 gallery images',
  priceInvalid: 'Price must be between 0 and 100,000 with at most 2 decimals',
  stockInvalid: 'Count in stock must be a whole number between 0 and 100,000',
  longevityInvalid: 'Longevity must be a whole number from 1 to 5',
  featuredInvalid: 'Featured must be yes or no',
  publishedInvalid: 'Published must be yes or no',
  categoryInvalid: 'Category must be standard or premium',
  genderInvalid: 'Gender must be male, female or unisex',
  seasonInvalid: 'Season must be spring, summer, fall or winter',
  concentrationInvalid: 'Please choose a concentration',
  vibeInvalid: 'Please choose a vibe',
  occasionInvalid: 'Please choose an occasion',
  notesInvalid: 'Please keep to at most 20 notes of at most 60 characters each',
  isAdminInvalid: 'Admin must be yes or no',
  pageNumberInvalid: 'Page number must be a whole number from 1',
  filterInvalid: 'Unknown filter value',
  qtyInvalid: 'Quantity must be a whole number from 1 to 100',
  productIdInvalid: 'Unknown product',
  tooManyOrderItems: 'An order can hold at most 50 different scents',
  paymentDetailsInvalid: 'Payment details are missing or invalid',
  // Saved scents (the heart): a malformed id in the URL, and the sign-in merge's body.
  productIdMalformed: 'This is not a valid product id',
  savedIdsInvalid: 'Send the saved scents as a list of product ids',
  tooManySavedToMerge: 'At most 200 saved scents can be added at once',

  // --- spec §8: outcomes ---------------------------------------------------------------------
  loggedIn: 'Logged in successfully',
  registered: 'Registered successfully, please wait',
  loggedOut: 'Logged out successfully',
  reviewSubmitted: 'Review Submitted',
  reviewDuplicate: 'Error, You already reviewed this!',
  genericError: 'An error occurred. Please try again.',
  productLoadError: 'Error loading product details',
  profileReLogin: 'Please re-login to update your profile again',
  profileUpdated: 'Profile updated successfully',
  orderIdMissing: 'Order ID is missing. Cannot mark order as delivered.',
  orderDelivered: 'Order marked as delivered',
  orderDeliverFailed: 'Failed to mark order as delivered',
  orderPaid: 'Order is paid',
  sessionExpired: 'Session Expired please log back in',
  productCreated: 'Product created!',
  productDeleted: 'Product deleted successfully!',
  productUpdated: 'Product updated',
  imageUploaded: 'Image uploaded',
  imagesUploaded: 'Images uploaded successfully!',
  userDeleted: 'User deleted successfully!',
  userUpdated: 'User updated',
  cartEmptyShort: 'Your Cart is Empty',
  // The cart dialog's words, the app's and the early cart's alike (features/cart/early-cart-script.ts).
  cartTitle: (count: number | string) => `Your Cart (${count})`,
  cartItems: 'Cart items',
  closeCart: 'Close cart',
  continueShopping: 'Continue Shopping',
  checkout: 'Checkout',
  cartLineQuantity: (qty: number | string) => `Quantity: ${qty}`,
  cartEmpty:
    'Your Cart is empty. Please Browse our collection and shop to discover your most flattering fragrance',
  orderEmpty: 'Order is empty',
  orderHistoryEmpty: 'Your order history is empty.',
  ordersFetchError: 'Error fetching orders',
  notDelivered: 'Not Delivered yet',
  notPaid: 'Not Paid Yet',
  noReviews: 'No Reviews',
  outOfStock: "Sorry we're fresh out! Sign up so you get updated the moment we re-stock!",
  lowStock: (n: number) => `Hurry, there's only ${n} left!`,
  /** Under the catalogue (issue 27): US shoppers read "$" as their own dollars. */
  pricesInCad: 'Prices are in Canadian dollars (CAD), for one 5 mL sample. We ship across Canada and the USA.',

  // --- offline and cart re-check (DESIGN §4: changes are applied and told to the shopper) -----
  orderNeedsNetwork: 'Placing an order needs a connection. Please try again once you are online.',
  paymentNeedsNetwork: 'Paying needs a connection. Please try again once you are online.',
  savedOffline: 'Saved. It will be sent when you are back online.',
  cartPriceChanged: (name: string) => `The price of ${name} has changed`,
  cartQtyReduced: (name: string, n: number) => `Only ${n} of ${name} left, your cart was updated`,
  cartItemUnavailable: (name: string) => `${name} is no longer available and was removed from your cart`,
  /** The offline note (issue 27): one line on a phone; the rest from a tablet's width up. */
  offline: 'You are offline.',
  offlineStillWorks: 'Scents you have seen and your cart still work; changes are sent when you are back online.',
  hideOfflineNote: 'Hide the offline note',
  pricesAsOf: (date: string) => `Offline: scents saved on this device, prices as of ${date}`,
  pendingChange: 'Pending: will be sent when you are back online',
  profilePending: 'Your profile change is saved on this device and will be sent when you are back online.',
  deliveryPending: 'Marked as delivered on this device: it will be sent when you are back online.',
  passwordNeedsNetwork: 'Changing your password needs a connection. Please try again once you are online.',
  outboxSignIn: 'Your session expired. Sign in again to send the changes saved on this device.',
  outboxRefused: (label: string, reason: string) => `${label} could not be saved: ${reason}`,
  updateAvailable: 'A new version of Sillage is available.',
  updateReady: 'Sillage was updated in another tab. Reload to use the new version.',
  installIos: 'To install Sillage, tap Share, then Add to Home Screen.',

  // --- server API (DESIGN §3); noToken and invalidCredentials are contract-exact -------------
  noToken: 'Access denied. No token provided.',
  invalidToken: 'Invalid or expired token',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  notAdmin: 'Not authorized as an admin',
  forbidden: 'You are not allowed to do this',
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
  userNotFound: 'User not found',
  // The client maps any message containing 'already reviewed' to reviewDuplicate (spec §8).
  alreadyReviewed: 'Product already reviewed',
  insufficientStock: (name: string) => `Not enough stock for ${name}`,
  stockChangedWhileEditing: (now: number) => `The stock changed while you were editing: ${now} left now. Check the count and save again.`,
  orderAlreadyPaid: 'Order is already paid',
  // Saved scents (issue: saved scents): the hearts and /saved.
  savedToScents: 'Saved to your scents',
  removedFromScents: 'Removed from your scents',
  noSavedScents: 'No saved scents yet',
  savedOutOfStock: 'Out of stock',
  // Stock holds (issue: abuse): an unpaid order keeps its scents for a while, then lets them go.
  orderCancelled: 'This order was cancelled and its samples went back on the shelf. Please place a new order.',
  orderCancelledAfterPayment: 'This order was cancelled before the payment went through, so the payment was refunded. Please place a new order.',
  orderCancelledToast: 'Order cancelled',
  orderCancelledStatus: 'Cancelled',
  orderCancelledOn: (date: string) => `Cancelled on ${date}: its samples went back on the shelf.`,
  cancelNeedsNetwork: 'Cancelling an order needs a connection. Please try again once you are online.',
  // The owner's cancel button and the dialog that asks first.
  cancelOrder: 'Cancel Order',
  cancelOrderTitle: 'Cancel this order?',
  cancelOrderDescription: 'Its samples go back on the shelf for other shoppers. Nothing has been charged.',
  keepOrder: 'Keep Order',
  unpaidUnitsCap: (held: number, cap: number) =>
    held > 0
      ? `You already have ${held} unpaid ${held === 1 ? 'sample' : 'samples'} on hold, and at most ${cap} can wait for payment at a time. Pay for or cancel an unpaid order first.`
      : `At most ${cap} samples can wait for payment at a time. Please order fewer.`,
  // Holds one party cannot corner (issue 25): a new account, one address across its accounts, one scent while it is low.
  unpaidUnitsNewAccountCap: (held: number, cap: number) =>
    held > 0
      ? `You already have ${held} unpaid ${held === 1 ? 'sample' : 'samples'} on hold. Until your first order is paid, at most ${cap} can wait for payment at a time: pay for or cancel an unpaid order first.`
      : `Until your first order is paid, at most ${cap} samples can wait for payment at a time. Please order fewer.`,
  unpaidUnitsAddressCap: (cap: number) =>
    `Too many unpaid samples are on hold from your network just now (at most ${cap} at a time). Pay for or cancel an unpaid order, or try again once they are paid.`,
  scentShareHeld: (name: string, allowed: number) =>
    allowed > 0
      ? `Only a few of ${name} are left, so at most ${allowed} can wait unpaid for one network at a time. Pay for or cancel an unpaid order first, or order fewer.`
      : `Only a few of ${name} are left: while so few remain, they are kept for shoppers who have paid for an order before. Please try again once more are in stock.`,
  orderHoldUntil: (time: string) => `Pay by ${time} to keep these samples; after that the order is cancelled.`,
  orderNotPaid: 'Order is not paid yet',
  orderAlreadyDelivered: 'Order is already delivered',
  paymentNotVerified: 'Payment could not be verified',
  // PayPal itself failed (down, timed out, refused our credentials): not the shopper's doing.
  paypalUnavailable: 'PayPal is not responding right now. Please try again in a moment.',
  testPaymentsDisabled: 'Test payments are not accepted',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDemoteSelf: 'You cannot remove your own admin rights',
  tooManyRequests: 'Too many requests, please try again later',
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body is too large',
  /** 400 to a request whose client closed the connection before its body had all arrived (nobody reads it). */
  requestBodyAborted: 'The request body was cut off before it all arrived',
  /** 503: the database could not be reached just now; nothing was changed. */
  databaseUnavailable: 'Sillage could not reach its database just now. Please try again in a moment.',
  /** 502/503/504 from the load balancer (deploy/haproxy.cfg): no instance could answer. */
  shopUnavailable: 'Sillage is not answering just now. Please try again in a moment.',
  unsupportedMediaType: 'Unsupported media type',
  notFound: 'Not found',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request',
  invalidInput: 'Invalid input',

  // --- account changes (issue: abuse): a stolen token alone must not take the account ------
  passwordTooCommon: 'This password is one of the most common ones: please choose one that is harder to guess',
  passwordControlCharacters: 'A password cannot contain control characters (such as tabs or line breaks)',
  currentPasswordRequired: 'Enter your current password to change your email or password',
  currentPasswordWrong: 'Your current password is not correct',
  accountChangeNeedsNetwork: 'Changing your email or password needs a connection. Please try again when you are online.',

  // --- issue 22: forgot and reset password (the spec's labels are verbatim) -----------------
  forgotPasswordLink: 'Forgot your password?',
  forgotPasswordTitle: 'Forgot your password?',
  forgotPasswordIntro: 'Enter the email of your account and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  /** The same answer whether or not an account has the address (OWASP: no account enumeration). */
  resetLinkSent: 'If an account uses this email, a link to reset its password is on its way. Check your inbox (and your spam folder); the link works for one hour.',
  resetPasswordTitle: 'Reset password',
  resetPassword: 'Reset password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  resetLinkInvalid: 'This link has expired or was already used',
  passwordResetDone: 'Your password was changed. Please sign in with your new password.',
  resetNeedsNetwork: 'Resetting your password needs a connection. Please try again once you are online.',
  // The admin's orders screen: messages the shop has not managed to send.
  messagesWaiting: (n: number) => `${n} ${n === 1 ? 'message is' : 'messages are'} waiting to be sent`,
  messagesGivenUp: (n: number) => `${n} ${n === 1 ? 'message' : 'messages'} could not be sent after 24 hours`,
  messagesLastError: (error: string) => `Last error: ${error}`,

  // --- issue 27, point 2: drafts (the admin's words; shoppers never see a draft) -------------
  createProductTitle: 'Create a product?',
  createProductIntro: 'A draft joins the list and opens for you to fill in. Shoppers see it once you switch on Published.',
  draftBadge: 'Draft',
  publishedSwitch: 'Published',
  publishedHint: 'Off: a draft, seen only by admins. On: in the catalogue, search and on its own page.',
  discardDraft: 'Discard',
  discardDraftLabel: (name: string) => `Discard the draft ${name}`,
  discardDraftTitle: 'Discard this draft?',
  discardDraftIntro: 'It was never edited or published: nothing else goes with it.',

  // --- issue 27, point 9: the shopper's own data -------------------------------------------
  downloadMyData: 'Download my data',
  deleteMyAccount: 'Delete my account',
  yourDataTitle: 'Your data',
  yourDataIntro: 'What we keep about you, why and for how long is in our privacy policy. You can take a copy of it, or delete your account.',
  keepMyAccount: 'Keep my account',
  deleteAccountTitle: 'Delete your account?',
  deleteAccountIntro:
    'Your account, its sessions, saved scents, alerts and reviews go for good. Your orders stay for our books, with your name, email, address and phone removed.',
  accountDeleted: 'Your account was deleted. Thank you for trying Sillage.',
  accountDeleteNeedsNetwork: 'Deleting your account needs a connection. Please try again once you are online.',
  accountHasOrderOnItsWay: 'An order you paid for has not been delivered yet: your account can be deleted once it has arrived.',
  adminCannotDeleteOwnAccount: 'An admin account cannot delete itself: ask another admin to remove it.',

  // --- issue 23: "Notify me" when a sold-out scent is back -------------------------------------
  notifyMe: 'Notify me',
  notifyMeEmail: 'Email',
  /** Signed out: the same answer for any address; the alert is live once the mail's link is used. */
  restockCheckInbox: 'Check your inbox: confirm with the link we sent and we will write when this scent is back.',
  restockAlertOn: "We'll let you know",
  restockAlertOff: 'You will no longer be told about this scent',
  restockAlertsTitle: 'Restock alerts',
  restockAlertSince: (date: string) => `Since ${date}`,
  stopRestockAlert: 'Stop',
  stopRestockAlertFor: (name: string) => `Stop the alert for ${name}`,
  restockAlertsEmpty: 'No alerts. On a sold-out scent, "Notify me" tells you the moment it is back.',
  restockConfirmTitle: 'Confirm your restock alert',
  restockConfirmIntro: (name: string) => `Press the button to be told by email when ${name} is back in stock.`,
  restockConfirm: 'Confirm',
  restockConfirmed: (name: string) => `Done: we will write once when ${name} is back in stock.`,
  restockLinkInvalid: 'This link has expired or was already used',
  restockNotSoldOut: 'This scent is in stock: add it to your cart now',
  restockUnsubscribeTitle: 'Stop restock alerts',
  restockUnsubscribeIntro: (email: string) => `No more restock alerts will be sent to ${email}. Alerts already sent stay as they are.`,
  restockUnsubscribe: 'Stop the alerts',
  restockUnsubscribed: 'You will no longer get restock alerts at this address.',
  restockNeedsNetwork: 'Setting an alert needs a connection. Please try again once you are online.',
  /** Web Push (issue 23). */
  pushSubscriptionInvalid: 'This notification subscription is not valid',
  pushEndpointRefused: 'Notifications can only be sent through a browser push service',
  pushUnavailable: 'Notifications are not available on this shop',
  pushOnlyAdminsHearOfOrders: 'Only admins can be told about paid orders',
  pushOffByMail: 'Notifications are off on this device: we will email you instead.',
  paidOrderPushTitle: 'New paid order',
  paidOrderPushBody: (total: string, samples: number) => `${total} · ${samples} ${samples === 1 ? 'sample' : 'samples'}`,
  restockPushTitle: (name: string) => `${name} is back`,
  restockPushBody: 'Back in stock at Sillage, while samples last.',
  paidOrdersSwitch: 'Tell me about paid orders on this device',
  pushBlocked: 'Notifications are off or not available on this device: allow them in the browser\'s settings, or install Sillage to the Home Screen on an iPhone.',

  // --- the shop's own pages and the contact form (issue 27, point 8) ------------------------
  contactMessageRequired: 'Please write your message',
  contactMessageTooShort: 'Please write at least 10 characters',
  contactFormTitle: 'Write to us',
  contactNameLabel: 'Your name',
  contactEmailLabel: 'Your email',
  contactMessageLabel: 'Your message',
  contactSend: 'Send message',
  contactSending: 'Sending…',
  contactSentTitle: 'Message sent',
  contactSent: 'Thank you: your message is on its way to us. We answer by email, usually within two business days.',
  contactNotSentTitle: 'Your message was not sent',
  contactBack: 'Back to the contact page',
  contactNeedsNetwork: 'You are offline: your message was not sent. Please send it again once you are back online; what you wrote stays here.',
  contactMailSubject: (name: string) => `Message from ${name} (contact form)`,
  shopPageUnavailable: 'This page could not be loaded. Please check your connection and try again.',

  // --- pages as the server renders them (without JavaScript, or when rendering failed) --------
  pageRenderFailedTitle: 'This page could not be shown',
  pageRenderFailed: 'Something went wrong on our side while preparing this page. Please try again in a moment.',
  pageNotFoundTitle: 'This page has drifted away',
  pageNotFound: 'We could not find what you were looking for.',
  /** 400: an address no page of the shop can have (malformed escapes, control characters, a search too long). */
  pageAddressRefusedTitle: 'This address could not be read',
  pageAddressRefused: 'Part of this address is malformed or too long. Try a search from the catalogue instead.',
  /** 429: this address asked for more pages than the shop renders for one visitor. */
  pageTooManyRendersTitle: 'Slow down a little',
  needsJavaScriptToAdd: 'Adding a scent to your cart needs JavaScript: turn it on in your browser to shop.',
  needsJavaScriptToSignIn: 'Signing in and creating an account need JavaScript: turn it on in your browser.',
  needsJavaScriptToSave: 'Saved scents live on this device and need JavaScript: turn it on in your browser to keep and see them.',
  /** The pages only the app draws (a signed-in shopper's, an admin's), opened without JavaScript. */
  checkoutNeedsJavaScriptTitle: 'Checking out needs JavaScript',
  checkoutNeedsJavaScript: 'Your cart lives on this device, and checking out needs JavaScript: turn it on in your browser to place your order.',
  accountNeedsJavaScriptTitle: 'Your account needs JavaScript',
  accountNeedsJavaScript: 'Your orders and your profile need JavaScript: turn it on in your browser to see them.',
  adminNeedsJavaScriptTitle: 'The shop’s administration needs JavaScript',
  adminNeedsJavaScript: 'Managing scents, orders and users needs JavaScript: turn it on in your browser.',
  resetPasswordNeedsJavaScriptTitle: 'Choosing a new password needs JavaScript',
  resetPasswordNeedsJavaScript: 'Turn JavaScript on in your browser, then open the link in the mail again.',
} as const;

export type MessageKey = keyof typeof messages;
