/* The name of every field that crosses between PayPalMPL's Objective-C layer and the Swift engine (MPLEngine) as
 * JSON: declared once, here, for both sides. The Objective-C layer writes them as `@MPLEngineKeyMemo` (an NSString
 * literal), Swift imports each as a `String` constant (`MPLEngineKeyMemo`); neither spells a key itself, so a key
 * renamed here is renamed on both sides, and a macro renamed or removed fails to compile wherever it is still used.
 * Tests/MPLEngineTests reads this file and checks that the engine writes and reads back every key it lists.
 *
 * Values, as MPLCoding.h describes them: strings stay strings, an absent key is nil, BOOLs are JSON booleans, enums
 * integers, amounts decimal strings. Several objects share a key where their 2011 properties share a name. */
#ifndef MPL_ENGINE_KEYS_H
#define MPL_ENGINE_KEYS_H

/* ---- Payments: PayPalPayment, PayPalAdvancedPayment, PayPalReceiverPaymentDetails (MPLEngineCheckout, and the
 *      engine's PayPal.payment, MPLEngineTextPayment) ---- */

/** PayPalPayment, PayPalAdvancedPayment: the currency code. */
#define MPLEngineKeyPaymentCurrency "paymentCurrency"
/** PayPalPayment, PayPalReceiverPaymentDetails: the amount before tax and shipping. */
#define MPLEngineKeySubTotal "subTotal"
/** PayPalPayment, PayPalReceiverPaymentDetails, PayPalReceiverAmounts: the recipient's email or phone. */
#define MPLEngineKeyRecipient "recipient"
/** PayPalPayment, PayPalReceiverPaymentDetails: a PayPalPaymentType. */
#define MPLEngineKeyPaymentType "paymentType"
/** PayPalPayment, PayPalReceiverPaymentDetails: a PayPalPaymentSubType. */
#define MPLEngineKeyPaymentSubType "paymentSubType"
/** PayPalPayment, PayPalReceiverPaymentDetails: a PayPalInvoiceData object. */
#define MPLEngineKeyInvoiceData "invoiceData"
/** PayPalPayment, PayPalReceiverPaymentDetails: the payment note (the `description` property), only when one was set. */
#define MPLEngineKeyNote "description"
/** PayPalPayment, PayPalReceiverPaymentDetails: the merchant's own id. */
#define MPLEngineKeyCustomId "customId"
/** PayPalPayment, PayPalAdvancedPayment, PayPalReceiverPaymentDetails, PayPalContext, preapproval details. */
#define MPLEngineKeyMerchantName "merchantName"
/** PayPalPayment, PayPalAdvancedPayment: the IPN URL. */
#define MPLEngineKeyIpnUrl "ipnUrl"
/** PayPalPayment, PayPalAdvancedPayment: the memo. */
#define MPLEngineKeyMemo "memo"
/** PayPalAdvancedPayment: an array of receivers (null for an entry that is not a PayPalReceiverPaymentDetails). */
#define MPLEngineKeyReceiverPaymentDetails "receiverPaymentDetails"
/** PayPalReceiverPaymentDetails: a boolean. */
#define MPLEngineKeyIsPrimary "isPrimary"

/* ---- PayPalInvoiceData and PayPalInvoiceItem ---- */

/** PayPalInvoiceData: the tax. */
#define MPLEngineKeyTotalTax "totalTax"
/** PayPalInvoiceData: the shipping. */
#define MPLEngineKeyTotalShipping "totalShipping"
/** PayPalInvoiceData: an array of items (null for an entry that is not a PayPalInvoiceItem). */
#define MPLEngineKeyInvoiceItems "invoiceItems"
/** PayPalInvoiceItem, PayPalAddress: the name. */
#define MPLEngineKeyName "name"
/** PayPalInvoiceItem: the item's id. */
#define MPLEngineKeyItemId "itemId"
/** PayPalInvoiceItem: the line's total. */
#define MPLEngineKeyTotalPrice "totalPrice"
/** PayPalInvoiceItem: the unit price. */
#define MPLEngineKeyItemPrice "itemPrice"
/** PayPalInvoiceItem: the count (a decimal string too). */
#define MPLEngineKeyItemCount "itemCount"

/* ---- Dynamic amounts: the requests of MPLEngineCallbacks.adjustAmounts / adjustAmountsAdvanced and their replies
 *      (PayPalAmounts, PayPalReceiverAmounts, PayPalAddress) ---- */

/** Both requests: the buyer's shipping address (a PayPalAddress object). */
#define MPLEngineKeyAddress "address"
/** Both requests, PayPalAmounts: the currency code. */
#define MPLEngineKeyCurrency "currency"
/** The simple request: the payment's amount. */
#define MPLEngineKeyAmount "amount"
/** The simple request, PayPalAmounts, PayPalContext: the tax. */
#define MPLEngineKeyTax "tax"
/** The simple request, PayPalAmounts, PayPalContext: the shipping. */
#define MPLEngineKeyShipping "shipping"
/** The advanced request: an array of PayPalReceiverAmounts objects. */
#define MPLEngineKeyReceiverAmounts "receiverAmounts"
/** PayPalAmounts: the payment amount. */
#define MPLEngineKeyPaymentAmount "payment_amount"
/** PayPalReceiverAmounts: a PayPalAmounts object. */
#define MPLEngineKeyAmounts "amounts"
/** PayPalAddress: the first street line. */
#define MPLEngineKeyStreet1 "street1"
/** PayPalAddress: the second street line. */
#define MPLEngineKeyStreet2 "street2"
/** PayPalAddress: the city. */
#define MPLEngineKeyCity "city"
/** PayPalAddress: the state. */
#define MPLEngineKeyState "state"
/** PayPalAddress: the postal code. */
#define MPLEngineKeyPostalCode "postalcode"
/** PayPalAddress: the country code. */
#define MPLEngineKeyCountryCode "countrycode"

/* ---- The pay button (MPLEnginePayButton) and the preapproval details (MPLEngineTextPreapprovalDetails) ---- */

/** The pay button: its width in points (a number). */
#define MPLEngineKeyWidth "width"
/** The pay button: its height in points (a number). */
#define MPLEngineKeyHeight "height"
/** The pay button: its title. */
#define MPLEngineKeyTitle "title"
/** The pay button: whether it is enabled (a boolean). */
#define MPLEngineKeyEnabled "enabled"
/** The preapproval details: whether the buyer approved (a boolean). */
#define MPLEngineKeyApproved "approved"

/* ---- PayPalContext's -serialize (MPLEngineTextPayPalContext, MPLEngineNormalizeContext): the properties' keys (with
 *      MPLEngineKeyAmount, MPLEngineKeyTax, MPLEngineKeyShipping and MPLEngineKeyMerchantName); the engine's resume
 *      data rides along under keys only the engine reads ---- */

/** PayPalContext: the session token (the Orders v2 order id). */
#define MPLEngineKeySessionToken "sessionToken"
/** PayPalContext: the currency code. */
#define MPLEngineKeyCurrencyCode "currencyCode"
/** PayPalContext: what is bought. */
#define MPLEngineKeyItemDesc "itemDesc"
/** PayPalContext: the recipient's email. */
#define MPLEngineKeyRecipientEmail "recipientEmail"
/** PayPalContext: a boolean. */
#define MPLEngineKeyShippable "shippable"
/** PayPalContext: a boolean. */
#define MPLEngineKeyRecipientPaysFee "recipientPaysFee"
/** PayPalContext: a boolean. */
#define MPLEngineKeyEnableDynamicAmountUpdate "enableDynamicAmountUpdate"
/** PayPalContext: a PayPalEnvironment (a number). */
#define MPLEngineKeyEnvironment "environment"

#endif
