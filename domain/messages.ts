// Every text a user can read about a rule or an outcome, by the name the code uses (house rule
// 3). The words are in domain/i18n/<language>.json (issue 24): a build of the app reads its own
// language's (they are written in as text: scripts/build/inline-messages.ts); the server reads
// each in the language being spoken (domain/i18n/speaking.ts: the request's), looked up by its key
// (issue 49: nothing is translated from English text). The spec's strings are verbatim in en.json,
// typos included ('Candian'): end-to-end tests and the owner compare them character for
// character, so do not "fix" them there.

import { inEachLanguage } from './i18n/in-each-language.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MAX_PIXELS } from './upload-rules.ts';
import * as m from '#messages';

/** The words in the language being spoken when they are first asked for (made once a language). */
const words = () => ({
  // The note that the shop is ready offline (issue 26).
  readyOffline: m.app_ready_offline(),

  // --- spec §5: form validation ---------------------------------------------------------
  invalidEmail: m.invalid_email(),
  emailRequired: m.email_required(),
  passwordRequired: m.password_required(),
  nameRequired: m.name_required(),
  passwordMin: m.password_min(),
  passwordUppercase: m.password_uppercase(),
  passwordNumber: m.password_number(),
  passwordsMustMatch: m.passwords_must_match(),
  confirmPasswordRequired: m.confirm_password_required(),
  passwordsDoNotMatch: m.passwords_do_not_match(),
  billingNameRequired: m.billing_name_required(),
  phoneInvalid: m.phone_invalid(),
  addressRequired: m.address_required(),
  postalCodeRequired: m.postal_code_required(),
  cityRequired: m.city_required(),
  stateRequired: m.state_required(),
  countryInvalid: m.country_invalid(),
  paymentMethodRequired: m.payment_method_required(),
  reviewIncomplete: m.review_incomplete(),

  // --- limits the spec leaves open (hostile or accidental oversized input) -----------------
  nameTooLong: m.name_too_long(),
  passwordTooLong: m.password_too_long(),
  tooLong: (max: number) => m.too_long({ max }),
  invalidCharacters: m.invalid_characters(),

  // --- admin product form (spec is silent; written to match the tone above) ----------------
  productNameRequired: m.product_name_required(),
  descriptionRequired: m.description_required(),
  brandRequired: m.brand_required(),
  imageInvalid: m.image_invalid(),
  tooManyImages: m.too_many_images(),
  priceInvalid: m.price_invalid(),
  stockInvalid: m.stock_invalid(),
  longevityInvalid: m.longevity_invalid(),
  featuredInvalid: m.featured_invalid(),
  publishedInvalid: m.published_invalid(),
  categoryInvalid: m.category_invalid(),
  genderInvalid: m.gender_invalid(),
  seasonInvalid: m.season_invalid(),
  concentrationInvalid: m.concentration_invalid(),
  vibeInvalid: m.vibe_invalid(),
  occasionInvalid: m.occasion_invalid(),
  notesInvalid: m.notes_invalid(),
  isAdminInvalid: m.is_admin_invalid(),
  pageNumberInvalid: m.page_number_invalid(),
  filterInvalid: m.filter_invalid(),
  qtyInvalid: m.qty_invalid(),
  productIdInvalid: m.product_id_invalid(),
  tooManyOrderItems: m.too_many_order_items(),
  paymentDetailsInvalid: m.payment_details_invalid(),
  // Saved scents (the heart): a malformed id in the URL, and the sign-in merge's body.
  productIdMalformed: m.product_id_malformed(),
  savedIdsInvalid: m.saved_ids_invalid(),
  tooManySavedToMerge: m.too_many_saved_to_merge(),

  // --- spec §8: outcomes ---------------------------------------------------------------------
  loggedIn: m.logged_in(),
  registered: m.registered(),
  loggedOut: m.logged_out(),
  reviewSubmitted: m.review_submitted(),
  reviewDuplicate: m.review_duplicate(),
  genericError: m.generic_error(),
  productLoadError: m.product_load_error(),
  profileReLogin: m.profile_re_login(),
  profileUpdated: m.profile_updated(),
  orderIdMissing: m.order_id_missing(),
  orderDelivered: m.order_delivered(),
  orderDeliverFailed: m.order_deliver_failed(),
  orderPaid: m.order_paid(),
  sessionExpired: m.session_expired(),
  productCreated: m.product_created(),
  productDeleted: m.product_deleted(),
  productUpdated: m.product_updated(),
  imageUploaded: m.image_uploaded(),
  imagesUploaded: m.images_uploaded(),
  userDeleted: m.user_deleted(),
  userUpdated: m.user_updated(),
  cartEmptyShort: m.cart_empty_short(),
  // The cart dialog's words, the app's and the early cart's alike (features/cart/early-cart-script.ts).
  cartTitle: (count: number | string) => m.cart_title({ count }),
  cartItems: m.cart_items(),
  closeCart: m.close_cart(),
  continueShopping: m.continue_shopping(),
  checkout: m.checkout(),
  cartLineQuantity: (qty: number | string) => m.cart_line_quantity({ qty }),
  cartEmpty: m.cart_empty(),
  orderEmpty: m.order_empty(),
  orderHistoryEmpty: m.order_history_empty(),
  ordersFetchError: m.orders_fetch_error(),
  notDelivered: m.not_delivered(),
  notPaid: m.not_paid(),
  noReviews: m.no_reviews(),
  outOfStock: m.out_of_stock(),
  lowStock: (n: number) => m.low_stock({ n }),
  /** Under the catalogue (issue 27): US shoppers read "$" as their own dollars. */
  pricesInCad: m.prices_in_cad(),

  // --- offline and cart re-check (DESIGN §4: changes are applied and told to the shopper) -----
  orderNeedsNetwork: m.order_needs_network(),
  paymentNeedsNetwork: m.payment_needs_network(),
  savedOffline: m.saved_offline(),
  cartPriceChanged: (name: string) => m.cart_price_changed({ name }),
  cartQtyReduced: (name: string, n: number) => m.cart_qty_reduced({ name, n }),
  cartItemUnavailable: (name: string) => m.cart_item_unavailable({ name }),
  /** The offline note (issue 27): one line on a phone; the rest from a tablet's width up. */
  offline: m.offline(),
  offlineStillWorks: m.offline_still_works(),
  hideOfflineNote: m.hide_offline_note(),
  pricesAsOf: (date: string) => m.prices_as_of({ date }),
  pendingChange: m.pending_change(),
  profilePending: m.profile_pending(),
  deliveryPending: m.delivery_pending(),
  passwordNeedsNetwork: m.password_needs_network(),
  outboxSignIn: m.outbox_sign_in(),
  outboxRefused: (label: string, reason: string) => m.outbox_refused({ label, reason }),
  updateAvailable: m.update_available(),
  updateReady: m.update_ready(),
  installIos: m.install_ios(),

  // --- server API (DESIGN §3); noToken and invalidCredentials are contract-exact -------------
  noToken: m.no_token(),
  invalidToken: m.invalid_token(),
  invalidCredentials: m.invalid_credentials(),
  emailTaken: m.email_taken(),
  notAdmin: m.not_admin(),
  forbidden: m.forbidden(),
  productNotFound: m.product_not_found(),
  orderNotFound: m.order_not_found(),
  userNotFound: m.user_not_found(),
  // The client maps any message containing 'already reviewed' to reviewDuplicate (spec §8).
  alreadyReviewed: m.already_reviewed(),
  insufficientStock: (name: string) => m.insufficient_stock({ name }),
  stockChangedWhileEditing: (now: number) => m.stock_changed_while_editing({ now }),
  orderAlreadyPaid: m.order_already_paid(),
  // Saved scents (issue: saved scents): the hearts and /saved.
  savedToScents: m.saved_to_scents(),
  removedFromScents: m.removed_from_scents(),
  noSavedScents: m.no_saved_scents(),
  savedOutOfStock: m.saved_out_of_stock(),
  // Stock holds (issue: abuse): an unpaid order keeps its scents for a while, then lets them go.
  orderCancelled: m.order_cancelled(),
  orderCancelledAfterPayment: m.order_cancelled_after_payment(),
  orderCancelledToast: m.order_cancelled_toast(),
  orderCancelledStatus: m.order_cancelled_status(),
  orderCancelledOn: (date: string) => m.order_cancelled_on({ date }),
  cancelNeedsNetwork: m.cancel_needs_network(),
  // The owner's cancel button and the dialog that asks first.
  cancelOrder: m.cancel_order(),
  cancelOrderTitle: m.cancel_order_title(),
  cancelOrderDescription: m.cancel_order_description(),
  keepOrder: m.keep_order(),
  unpaidUnitsCap: (held: number, cap: number) => (held > 0 ? m.unpaid_units_cap_held({ held, cap }) : m.unpaid_units_cap({ cap })),
  // Holds one party cannot corner (issue 25): a new account, one address across its accounts, one scent while it is low.
  unpaidUnitsNewAccountCap: (held: number, cap: number) =>
    held > 0 ? m.unpaid_units_new_account_cap_held({ held, cap }) : m.unpaid_units_new_account_cap({ cap }),
  unpaidUnitsAddressCap: (cap: number) => m.unpaid_units_address_cap({ cap }),
  scentShareHeld: (name: string, allowed: number) => (allowed > 0 ? m.scent_share_held({ name, allowed }) : m.scent_share_kept_for_payers({ name })),
  orderHoldUntil: (time: string) => m.order_hold_until({ time }),
  orderNotPaid: m.order_not_paid(),
  orderAlreadyDelivered: m.order_already_delivered(),
  paymentNotVerified: m.payment_not_verified(),
  // PayPal itself failed (down, timed out, refused our credentials): not the shopper's doing.
  paypalUnavailable: m.paypal_unavailable(),
  testPaymentsDisabled: m.test_payments_disabled(),
  cannotDeleteSelf: m.cannot_delete_self(),
  cannotDemoteSelf: m.cannot_demote_self(),
  tooManyRequests: m.too_many_requests(),
  malformedJson: m.malformed_json(),
  bodyTooLarge: m.body_too_large(),
  /** 400 to a request whose client closed the connection before its body had all arrived (nobody reads it). */
  requestBodyAborted: m.request_body_aborted(),
  /** 503: the database could not be reached just now; nothing was changed. */
  databaseUnavailable: m.database_unavailable(),
  /** 502/503/504 from the load balancer (deploy/haproxy.cfg): no instance could answer. */
  shopUnavailable: m.shop_unavailable(),
  unsupportedMediaType: m.unsupported_media_type(),
  notFound: m.not_found(),
  idempotencyMismatch: m.idempotency_mismatch(),
  invalidInput: m.invalid_input(),
  // The admin's picture uploads (domain/upload-rules.ts).
  uploadNotMultipart: m.upload_not_multipart(),
  uploadMalformed: m.upload_malformed(),
  uploadImageMissing: m.upload_image_missing(),
  uploadTooMany: m.upload_too_many({ max: UPLOAD_MAX_FILES }),
  uploadTooLarge: m.upload_too_large({ mb: UPLOAD_MAX_BYTES / 1024 / 1024 }),
  uploadNotAnImage: m.upload_not_an_image(),
  uploadImageCorrupt: m.upload_image_corrupt(),
  uploadTooManyPixels: m.upload_too_many_pixels({ megapixels: UPLOAD_MAX_PIXELS / 1_000_000 }),
  sendJson: m.send_json(),
  idempotencyInProgress: m.idempotency_in_progress(),
  idempotencyKeyLength: m.idempotency_key_length(),
  /** 409: a write met a row that already exists (a unique index), not caught by its route. */
  alreadyExists: m.already_exists(),
  /** 500: a fault of ours; the log has the rest. */
  serverFailed: m.server_failed(),

  // --- account changes (issue: abuse): a stolen token alone must not take the account ------
  passwordTooCommon: m.password_too_common(),
  passwordControlCharacters: m.password_control_characters(),
  currentPasswordRequired: m.current_password_required(),
  currentPasswordWrong: m.current_password_wrong(),
  accountChangeNeedsNetwork: m.account_change_needs_network(),

  // --- issue 22: forgot and reset password (the spec's labels are verbatim) -----------------
  forgotPasswordLink: m.forgot_password_link(),
  forgotPasswordTitle: m.forgot_password_title(),
  forgotPasswordIntro: m.forgot_password_intro(),
  sendResetLink: m.send_reset_link(),
  /** The same answer whether or not an account has the address (OWASP: no account enumeration). */
  resetLinkSent: m.reset_link_sent(),
  resetPasswordTitle: m.reset_password_title(),
  resetPassword: m.reset_password(),
  newPassword: m.new_password(),
  confirmPassword: m.confirm_password(),
  resetLinkInvalid: m.reset_link_invalid(),
  passwordResetDone: m.password_reset_done(),
  resetNeedsNetwork: m.reset_needs_network(),
  // The admin's orders screen: messages the shop has not managed to send.
  messagesWaiting: (n: number) => m.messages_waiting({ n }),
  messagesGivenUp: (n: number) => m.messages_given_up({ n }),
  messagesLastError: (error: string) => m.messages_last_error({ error }),

  // --- issue 27, point 2: drafts (the admin's words; shoppers never see a draft) -------------
  createProductTitle: m.create_product_title(),
  createProductIntro: m.create_product_intro(),
  draftBadge: m.draft_badge(),
  publishedSwitch: m.published_switch(),
  publishedHint: m.published_hint(),
  discardDraft: m.discard_draft(),
  discardDraftLabel: (name: string) => m.discard_draft_label({ name }),
  discardDraftTitle: m.discard_draft_title(),
  discardDraftIntro: m.discard_draft_intro(),

  // --- issue 27, point 9: the shopper's own data -------------------------------------------
  downloadMyData: m.download_my_data(),
  deleteMyAccount: m.delete_my_account(),
  yourDataTitle: m.your_data_title(),
  yourDataIntro: m.your_data_intro(),
  keepMyAccount: m.keep_my_account(),
  deleteAccountTitle: m.delete_account_title(),
  deleteAccountIntro: m.delete_account_intro(),
  accountDeleted: m.account_deleted(),
  accountDeleteNeedsNetwork: m.account_delete_needs_network(),
  accountHasOrderOnItsWay: m.account_has_order_on_its_way(),
  adminCannotDeleteOwnAccount: m.admin_cannot_delete_own_account(),

  // --- issue 23: "Notify me" when a sold-out scent is back -------------------------------------
  notifyMe: m.notify_me(),
  notifyMeEmail: m.notify_me_email(),
  /** Signed out: the same answer for any address; the alert is live once the mail's link is used. */
  restockCheckInbox: m.restock_check_inbox(),
  restockAlertOn: m.restock_alert_on(),
  restockAlertOff: m.restock_alert_off(),
  restockAlertsTitle: m.restock_alerts_title(),
  restockAlertSince: (date: string) => m.restock_alert_since({ date }),
  stopRestockAlert: m.stop_restock_alert(),
  stopRestockAlertFor: (name: string) => m.stop_restock_alert_for({ name }),
  restockAlertsEmpty: m.restock_alerts_empty(),
  restockConfirmTitle: m.restock_confirm_title(),
  restockConfirmIntro: (name: string) => m.restock_confirm_intro({ name }),
  restockConfirm: m.restock_confirm(),
  restockConfirmed: (name: string) => m.restock_confirmed({ name }),
  /** The confirmation link opened again once the alert is on (issue 53): said, not refused. */
  restockAlreadyOn: (name: string) => m.restock_already_on({ name }),
  restockLinkInvalid: m.restock_link_invalid(),
  /** 400: an unsubscribe link of ours past its day (issue 49). */
  restockUnsubscribeExpired: (days: number) => m.restock_unsubscribe_expired({ days }),
  restockNotSoldOut: m.restock_not_sold_out(),
  restockUnsubscribeIntro: (email: string) => m.restock_unsubscribe_intro({ email }),
  restockUnsubscribed: m.restock_unsubscribed(),
  restockNeedsNetwork: m.restock_needs_network(),
  /** Web Push (issue 23). */
  pushSubscriptionInvalid: m.push_subscription_invalid(),
  pushEndpointRefused: m.push_endpoint_refused(),
  pushUnavailable: m.push_unavailable(),
  pushOnlyAdminsHearOfOrders: m.push_only_admins_hear_of_orders(),
  pushOffByMail: m.push_off_by_mail(),
  paidOrderPushTitle: m.paid_order_push_title(),
  paidOrderPushBody: (total: string, samples: number) => m.paid_order_push_body({ total, samples }),
  restockPushTitle: (name: string) => m.restock_push_title({ name }),
  restockPushBody: m.restock_push_body(),
  paidOrdersSwitch: m.paid_orders_switch(),
  pushBlocked: m.push_blocked(),

  // --- the shop's own pages and the contact form (issue 27, point 8) ------------------------
  contactMessageRequired: m.contact_message_required(),
  contactMessageTooShort: m.contact_message_too_short(),
  contactFormTitle: m.contact_form_title(),
  contactNameLabel: m.contact_name_label(),
  contactEmailLabel: m.contact_email_label(),
  contactMessageLabel: m.contact_message_label(),
  contactSend: m.contact_send(),
  contactSending: m.contact_sending(),
  contactSentTitle: m.contact_sent_title(),
  contactSent: m.contact_sent(),
  contactNotSentTitle: m.contact_not_sent_title(),
  contactBack: m.contact_back(),
  /** 403: POST /api/contact from another site's page (issue 49). */
  contactCrossSite: m.contact_cross_site(),
  contactNeedsNetwork: m.contact_needs_network(),
  contactMailSubject: (name: string) => m.contact_mail_subject({ name }),
  shopPageUnavailable: m.shop_page_unavailable(),
  /** 400: GET /api/shop-pages/:slug?lang= names a language the shop's pages are not written in. */
  shopPageLanguageInvalid: m.pages_help_language_invalid(),

  // --- pages as the server renders them (without JavaScript, or when rendering failed) --------
  pageRenderFailedTitle: m.page_render_failed_title(),
  pageRenderFailed: m.page_render_failed(),
  pageNotFoundTitle: m.page_not_found_title(),
  pageNotFound: m.page_not_found(),
  /** 400: an address no page of the shop can have (malformed escapes, control characters, a search too long). */
  pageAddressRefusedTitle: m.page_address_refused_title(),
  pageAddressRefused: m.page_address_refused(),
  /** 429: this address asked for more pages than the shop renders for one visitor. */
  pageTooManyRendersTitle: m.page_too_many_renders_title(),
  needsJavaScriptToAdd: m.needs_java_script_to_add(),
  needsJavaScriptToSignIn: m.needs_java_script_to_sign_in(),
  needsJavaScriptToSave: m.needs_java_script_to_save(),
  /** The pages only the app draws (a signed-in shopper's, an admin's), opened without JavaScript. */
  checkoutNeedsJavaScriptTitle: m.checkout_needs_java_script_title(),
  checkoutNeedsJavaScript: m.checkout_needs_java_script(),
  accountNeedsJavaScriptTitle: m.account_needs_java_script_title(),
  accountNeedsJavaScript: m.account_needs_java_script(),
  adminNeedsJavaScriptTitle: m.admin_needs_java_script_title(),
  adminNeedsJavaScript: m.admin_needs_java_script(),
  resetPasswordNeedsJavaScriptTitle: m.reset_password_needs_java_script_title(),
  resetPasswordNeedsJavaScript: m.reset_password_needs_java_script(),
});

export type Messages = ReturnType<typeof words>;
export const messages: Messages = inEachLanguage(words);
export type MessageKey = keyof Messages;
