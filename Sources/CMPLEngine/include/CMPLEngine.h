/* CMPLEngine: the C ABI between PayPalMPL's Objective-C classes and the Swift engine (MPLEngine), for both sides —
 * the callbacks, the property numbers and the names of the fields that cross. The module's umbrella header (SwiftPM
 * makes it the module map's, as it is named after the target); PayPalMPL's private MPLEngine.h includes the same
 * headers. */
#ifndef CMPL_ENGINE_H
#define CMPL_ENGINE_H

#include "MPLEngineCallbacks.h"
#include "MPLEngineFields.h"
#include "MPLEngineKeys.h"

#endif
