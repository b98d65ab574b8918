/* The properties of the PayPal singleton that cross between PayPalMPL's Objective-C layer and the Swift engine
 * (MPLEngine), by number: declared once, here, for both sides (Swift imports these enums from this module;
 * PayPalMPL's private MPLEngine.h includes this header), so a field added or renumbered on one side is the other's
 * too, and a Swift `switch` that misses a case does not compile. */
#ifndef MPL_ENGINE_FIELDS_H
#define MPL_ENGINE_FIELDS_H

/* Closed enums for Swift (every value is listed); plain C enums for compilers without the attribute (gcc). */
#if defined(__has_attribute)
#if __has_attribute(enum_extensibility)
#define MPL_CLOSED_ENUM __attribute__((enum_extensibility(closed)))
#endif
#endif
#ifndef MPL_CLOSED_ENUM
#define MPL_CLOSED_ENUM
#endif

/** Integer and boolean properties of the singleton (MPLEngineGetNumber, MPLEngineSetNumber). */
typedef enum MPL_CLOSED_ENUM MPLEngineNumber {
    MPLEngineNumberShippingEnabled = 0,
    MPLEngineNumberDynamicAmountUpdateEnabled = 1,
    MPLEngineNumberPaymentsEnabled = 2,          /* read-only */
    MPLEngineNumberEnvironment = 3,              /* read-only */
    MPLEngineNumberButtonText = 4,               /* read-only */
    MPLEngineNumberFeePayer = 5,
    MPLEngineNumberInitializationStatus = 6,     /* read-only */
    MPLEngineNumberAlertsOnInvalidPayment = 7,
} MPLEngineNumber;

/** Text and JSON properties of the singleton (MPLEngineCopyText, MPLEngineSetText). */
typedef enum MPL_CLOSED_ENUM MPLEngineText {
    MPLEngineTextAppID = 0,                      /* read-only */
    MPLEngineTextLang = 1,
    MPLEngineTextBuildVersion = 2,               /* read-only */
    MPLEngineTextResponseMessage = 3,            /* JSON object of strings, or NULL */
    MPLEngineTextPayPalContext = 4,              /* JSON of -[PayPalContext serialize], or NULL; setting it may resume a checkout */
    MPLEngineTextPreapprovalDetails = 5,         /* read-only: {MPLEngineKeyMerchantName: …, MPLEngineKeyApproved: true} or NULL */
    MPLEngineTextInitializationErrorMessage = 6, /* read-only */
    MPLEngineTextDemoPreapprovalKey = 7,         /* read-only: ENV_NONE only, a new pending preapproval key (a Vault v3
                                                    setup token on the in-process simulator, as a merchant's server
                                                    would create it); NULL in other environments */
    MPLEngineTextPayment = 8,                    /* read-only: PayPal.payment, the last checkout's payment as an
                                                    advanced payment (a simple one wrapped with its one receiver, by
                                                    the engine), encoded as MPLCoding.h describes; NULL when none */
} MPLEngineText;

#endif
