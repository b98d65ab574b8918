/* The legacy Mobile Payments Library enums, spelled exactly as PayPal.h / PayPalPayment.h /
 * PayPalAdvancedPayment.h / PayPalAmounts.h declared them (2011, H1 ∪ H2): un-annotated C typedef enums.
 * Swift imports each as a struct with global constants usable unqualified (ENV_SANDBOX, BUTTON_294x43,
 * STATUS_COMPLETED), and Objective-C sources keep their spelling. LegacyMPL re-exports this module. */
#ifndef CLEGACYMPL_H
#define CLEGACYMPL_H

/** What a dynamic-amount delegate reports through its `andErrorCode` out-parameter. */
typedef enum {
    /** No error (the default). */
    AMOUNT_ERROR_NONE = 0,
    /** A connectivity or server error: the payment fails. */
    AMOUNT_ERROR_SERVER = 1,
    /** A generic error: the payment fails. */
    AMOUNT_ERROR_OTHER = 2,
    /** Cancel the pending transaction (H2): the payment is canceled. */
    AMOUNT_CANCEL_TXN = 3,
} PayPalAmountErrorCode;

/** The word on the button: "Pay with PayPal" or "Donate with PayPal". */
typedef enum {
    /** "Pay with PayPal" (the default). */
    BUTTON_TEXT_PAY = 0,
    /** "Donate with PayPal"; items of the order are sent as `DONATION`. */
    BUTTON_TEXT_DONATE = 1,
} PayPalButtonText;

/** The size of the Pay with PayPal button, in points (width × height). */
typedef enum {
    /** A 152 × 33 button. */
    BUTTON_152x33 = 0,
    /** A 194 × 37 button. */
    BUTTON_194x37 = 1,
    /** A 278 × 43 button. */
    BUTTON_278x43 = 2,
    /** A 294 × 43 button. */
    BUTTON_294x43 = 3,
    /** The number of button sizes; not a size itself. */
    BUTTON_TYPE_COUNT = 4,
} PayPalButtonType;

/** The day of the week of a preapproval's payments. */
typedef enum {
    /** No day specified. */
    PP_DAYOFWEEK_NO_DAY_SPECIFIED = -1,
    /** Sunday. */
    PP_DAYOFWEEK_SUNDAY = 0,
    /** Monday. */
    PP_DAYOFWEEK_MONDAY = 1,
    /** Tuesday. */
    PP_DAYOFWEEK_TUESDAY = 2,
    /** Wednesday. */
    PP_DAYOFWEEK_WEDNESDAY = 3,
    /** Thursday. */
    PP_DAYOFWEEK_THURSDAY = 4,
    /** Friday. */
    PP_DAYOFWEEK_FRIDAY = 5,
    /** Saturday. */
    PP_DAYOFWEEK_SATURDAY = 6,
} PayPalDayOfWeek;

/** Which PayPal servers the library talks to, chosen in `PayPal.initializeWithAppID(_:forEnvironment:)`. */
typedef enum {
    /** The PayPal production servers (Orders v2 live). */
    ENV_LIVE = 0,
    /** The PayPal test servers (Orders v2 sandbox). */
    ENV_SANDBOX = 1,
    /** No PayPal server: demonstration mode, run against the in-process Orders v2 simulator with no network. */
    ENV_NONE = 2,
} PayPalEnvironment;

/** The broad kind of a failure. */
typedef enum {
    /** A PayPal or network failure. */
    SYSTEM_ERROR = 0,
    /** The recipient cannot receive the payment. */
    RECIPIENT_ERROR = 1,
    /** The application passed invalid data. */
    APPLICATION_ERROR = 2,
    /** The buyer's account or funding failed. */
    CONSUMER_ERROR = 3,
} PayPalFailureType;

/** Who pays PayPal's fees (`PayPal.feePayer`). Orders v2 has no fee payer: each payee pays on what it receives (FEEPAYER_EACHRECEIVER), and a chained payment's primary pays on the whole amount (FEEPAYER_PRIMARYRECEIVER); any other value gets a FEE_PAYER_NOT_APPLIED translation note. */
typedef enum {
    /** The sender pays the fees. */
    FEEPAYER_SENDER = 0,
    /** The primary receiver of a chained payment pays the fees. */
    FEEPAYER_PRIMARYRECEIVER = 1,
    /** Each receiver pays its own fees (the library's default). */
    FEEPAYER_EACHRECEIVER = 2,
    /** The secondary receivers of a chained payment pay the fees. */
    FEEPAYER_SECONDARYONLY = 3,
} PayPalFeePayer;

/** The state of `PayPal.initializeWithAppID(_:forEnvironment:)`, read with `PayPal.initializationStatus()`. */
typedef enum {
    /** Initialization never attempted. */
    STATUS_NOT_STARTED = 0,
    /** Initialization completed successfully; pay buttons are enabled. */
    STATUS_COMPLETED_SUCCESS = 1,
    /** Initialization completed with errors; it may be retried. */
    STATUS_COMPLETED_ERROR = 2,
    /** Initialization in progress; wait before retrying. */
    STATUS_INPROGRESS = 3,
} PayPalInitializationStatus;

/** The period of a preapproval's payments. */
typedef enum {
    /** No period specified. */
    PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED = -1,
    /** Daily. */
    PP_PAYMENTPERIOD_DAILY = 0,
    /** Weekly. */
    PP_PAYMENTPERIOD_WEEKLY = 1,
    /** Every two weeks. */
    PP_PAYMENTPERIOD_BIWEEKLY = 2,
    /** Twice a month. */
    PP_PAYMENTPERIOD_SEMIMONTHLY = 3,
    /** Monthly. */
    PP_PAYMENTPERIOD_MONTHLY = 4,
    /** Yearly. */
    PP_PAYMENTPERIOD_ANNUALLY = 5,
} PayPalPaymentPeriod;

/** The state of a completed payment, passed to `paymentSuccessWithKey(_:andStatus:)`. */
typedef enum {
    /** The payment has completed on the back end (Orders v2: capture `COMPLETED`). */
    STATUS_COMPLETED = 0,
    /** The payment has been created but not completed (Orders v2: capture `PENDING`). */
    STATUS_CREATED = 1,
    /** The payment success state is other than created or completed. */
    STATUS_OTHER = 2,
} PayPalPaymentStatus;

/** The pricing-plan subtype of a `TYPE_SERVICE` payment (`paymentSubType`). Orders v2 has no equivalent field: a set subtype is reported in the translation notes. */
typedef enum {
    /** Not set (the default). */
    SUBTYPE_NOT_SET = -1,
    /** Affiliate payments. */
    SUBTYPE_AFFILIATE_PAYMENTS = 0,
    /** Business to business. */
    SUBTYPE_B2B = 1,
    /** Payroll. */
    SUBTYPE_PAYROLL = 2,
    /** Rebates. */
    SUBTYPE_REBATES = 3,
    /** Refunds. */
    SUBTYPE_REFUNDS = 4,
    /** Reimbursements. */
    SUBTYPE_REIMBURSEMENTS = 5,
    /** Donations. */
    SUBTYPE_DONATIONS = 6,
    /** Utilities. */
    SUBTYPE_UTILITIES = 7,
    /** Tuition. */
    SUBTYPE_TUITION = 8,
    /** Government. */
    SUBTYPE_GOVERNMENT = 9,
    /** Insurance. */
    SUBTYPE_INSURANCE = 10,
    /** Remittances. */
    SUBTYPE_REMITTANCES = 11,
    /** Rent. */
    SUBTYPE_RENT = 12,
    /** Mortgage. */
    SUBTYPE_MORTGAGE = 13,
    /** Medical. */
    SUBTYPE_MEDICAL = 14,
    /** Child care. */
    SUBTYPE_CHILD_CARE = 15,
    /** Event planning. */
    SUBTYPE_EVENT_PLANNING = 16,
    /** General contractors. */
    SUBTYPE_GENERAL_CONTRACTORS = 17,
    /** Entertainment. */
    SUBTYPE_ENTERTAINMENT = 18,
    /** Tourism. */
    SUBTYPE_TOURISM = 19,
    /** Invoice. */
    SUBTYPE_INVOICE = 20,
    /** Transfer. */
    SUBTYPE_TRANSFER = 21,
} PayPalPaymentSubType;

/** The purpose of a payment (`paymentType`); it becomes the Orders v2 item `category`. */
typedef enum {
    /** Not set: the value given to the button is used (the default). */
    TYPE_NOT_SET = -1,
    /** Goods: items are sent as `PHYSICAL_GOODS`. */
    TYPE_GOODS = 0,
    /** A service: items are sent as `DIGITAL_GOODS`. */
    TYPE_SERVICE = 1,
    /** A personal (send money) payment: Orders v2 has no personal payments; see the translation notes. */
    TYPE_PERSONAL = 2,
} PayPalPaymentType;

#endif
