#include "FeeTable.h"

namespace fees {

double PayPal::fee(double amount) {
    return amount * 0.029 + 0.30;  // PayPal's 2011 US rate
}

}  // namespace fees
