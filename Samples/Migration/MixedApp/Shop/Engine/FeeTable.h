// The app's own C++ fee table. Its class is called PayPal too, which is not the library.
#ifndef FEE_TABLE_H
#define FEE_TABLE_H

namespace fees {

class PayPal {
public:
    static double fee(double amount);
    PayPal *next;
};

struct Checkout {
    PayPal provider;
};

}  // namespace fees

#endif
