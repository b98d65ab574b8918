/* The callbacks the Swift engine (MPLEngine) makes into PayPalMPL's Objective-C layer: a C struct of function
 * pointers, shared by both sides (Swift imports it from this module; PayPalMPL's private MPLEngine.h includes it). */
#ifndef MPL_ENGINE_CALLBACKS_H
#define MPL_ENGINE_CALLBACKS_H

/** The engine's callbacks into the Objective-C layer. The engine calls them asynchronously, never inside the
 * call that started a flow, on one serial delivery queue (the main queue on Apple platforms); the Objective-C
 * layer forwards them to the app's delegate on the main thread when a main run loop runs. */
typedef struct MPLEngineCallbacks {
    /** paymentSuccessWithKey:andStatus: (status: a PayPalPaymentStatus). */
    void (*paymentSuccess)(const char *payKey, int status);
    /** A failure; `PayPal.responseMessage` is already filled. The layer calls the H1 three-argument form when the
     * delegate implements it, else the H2 one-argument form. Any argument may be NULL. */
    void (*paymentFailed)(const char *correlationID, const char *errorCode, const char *errorMessage);
    /** paymentCanceled. */
    void (*paymentCanceled)(void);
    /** paymentLibraryExit. */
    void (*paymentLibraryExit)(void);
    /** Dynamic amounts of a simple payment. `requestJSON` (keys: MPLEngineKeys.h): {MPLEngineKeyAddress: ADDRESS,
     * MPLEngineKeyCurrency: "USD", MPLEngineKeyAmount: "10", MPLEngineKeyTax: "0.8" | null, MPLEngineKeyShipping:
     * "2" | null}. Returns PayPalAmounts as JSON (MPLEngineKeyCurrency, MPLEngineKeyPaymentAmount, MPLEngineKeyTax,
     * MPLEngineKeyShipping: decimal strings or null) or NULL for a nil answer; sets *errorCode (PayPalAmountErrorCode)
     * and *implemented (0 when the delegate implements neither adjustAmountsForAddress: form). */
    char *(*adjustAmounts)(const char *requestJSON, int *errorCode, int *implemented);
    /** Dynamic amounts of an advanced payment. `requestJSON`: {MPLEngineKeyAddress: ADDRESS, MPLEngineKeyCurrency:
     * "USD", MPLEngineKeyReceiverAmounts: [{MPLEngineKeyRecipient: "a@b.c", MPLEngineKeyAmounts: AMOUNTS}]}. Returns
     * the delegate's array in the same form (an entry that is not a PayPalReceiverAmounts is null) or NULL;
     * *errorCode and *implemented as above. */
    char *(*adjustAmountsAdvanced)(const char *requestJSON, int *errorCode, int *implemented);
    /** The main run loop of the Objective-C runtime (NSRunLoop's, GNUstep's on Linux), which the engine's one test of
     * "a main run loop runs" (MPLEngineMainRunLoopRuns) asks about instead of Foundation's: queues on it a call of
     * `served` (once, when the callbacks are registered), as -performSelector: requests are served. */
    void (*queueMainRunLoopMarker)(void (*served)(void));
    /** Whether that main run loop runs a mode now (1) or not (0). */
    int (*mainRunLoopInMode)(void);
} MPLEngineCallbacks;

#endif
