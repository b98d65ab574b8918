/* Shared with the Objective-C code: the fee payer comes from the legacy headers. */
#ifdef __OBJC__
#include "PayPal.h"
#endif
#include <stdio.h>

int default_fee_payer(void) {
    return 0;  /* FEEPAYER_SENDER */
}
