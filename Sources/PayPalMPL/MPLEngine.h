/* The C ABI between the Objective-C classes of PayPalMPL and the Swift engine, MPLEngine (over LegacyMPL), exported
 * by the Swift target MPLEngine with @_cdecl. Private to PayPalMPL: apps never include it.
 *
 * One engine: validation, translation, the Orders v2 flow, dynamic amounts, preapproval, payPalContext and
 * ENV_NONE all run in Swift; the Objective-C layer holds value objects, encodes them as JSON (UTF-8, amounts
 * as decimal strings so no Double ever touches money) and dispatches the engine's callbacks to the app's
 * delegate with respondsToSelector:.
 *
 * Memory: every `char *` the engine returns is malloc'd; release it with MPLEngineFree. Every `char *` a
 * callback returns to the engine is malloc'd by the Objective-C layer; the engine frees it. */
#ifndef MPL_ENGINE_H
#define MPL_ENGINE_H

#ifdef __cplusplus
extern "C" {
#endif

#include "MPLEngineCallbacks.h"
#include "MPLEngineFields.h"
#include "MPLEngineKeys.h"

/** Registers the callbacks (copied). Call once, before anything else. */
void MPLEngineRegisterCallbacks(const MPLEngineCallbacks *callbacks);

/** Whether a main run loop runs, so that the delegate can be called on the main thread: always on iOS; elsewhere once
 * the main run loop (the one MPLEngineCallbacks.queueMainRunLoopMarker reaches) has served the library, or while it
 * runs a mode. The one test of it, the Swift engine's and the Objective-C layer's. */
int MPLEngineMainRunLoopRuns(void);

/** Whether the app set a delegate (the engine then sends its callbacks through MPLEngineCallbacks). */
void MPLEngineSetDelegatePresent(int present);

/** +initializeWithAppID:forEnvironment: (synchronous, no network call). */
void MPLEngineInitialize(const char *appID, int environment);

/** Integer and boolean properties of the singleton: `which` is an MPLEngineNumber (MPLEngineFields.h). */
int MPLEngineGetNumber(int which);
void MPLEngineSetNumber(int which, int value);

/* Text and JSON properties of the singleton: `which` is an MPLEngineText (MPLEngineFields.h). */

/** A copy of the text (free with MPLEngineFree), or NULL when it is nil. */
char *MPLEngineCopyText(int which);
/** Sets the text; NULL sets nil. */
void MPLEngineSetText(int which, const char *value);

/** getPayButtonWithTarget:andAction:andButtonType:andButtonText: — records the button text and returns
 * {MPLEngineKeyWidth: 278, MPLEngineKeyHeight: 43, MPLEngineKeyTitle: "Pay with PayPal", MPLEngineKeyEnabled: false}, or NULL for an invalid type
 * (responseMessage then says why). `actionName` is the selector's name (may be NULL). */
char *MPLEnginePayButton(int buttonType, int buttonText, const char *actionName);

/** checkoutWithPayment: (advanced == 0) or advancedCheckoutWithPayment: (advanced != 0). `paymentJSON` is the
 * payment encoded by MPLCoding (NULL: the app passed nil). Returns at once; the outcome arrives through the
 * callbacks, validation failures included. */
void MPLEngineCheckout(const char *paymentJSON, int advanced);

/** preapprovalWithKey:andMerchantName: (either may be NULL). */
void MPLEnginePreapproval(const char *preapprovalKey, const char *merchantName);

/** -[PayPalContext deserialize:]: the context as the engine reads it (JSON, free with MPLEngineFree), or NULL
 * when the dictionary is refused (a value of the wrong type, malformed resume data). */
char *MPLEngineNormalizeContext(const char *contextJSON);

/** +[PayPal configureOrdersV2WithClientID:secret:baseURL:] (not part of the 2011 API; any may be NULL). */
void MPLEngineConfigureOrdersV2(const char *clientID, const char *secret, const char *baseURL);

/** Releases text the engine returned. */
void MPLEngineFree(char *text);

#ifdef __cplusplus
}
#endif

#endif
