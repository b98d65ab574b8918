// The app's own names that the library's constants also have: declarations and uses, none of them the library's.
enum ButtonSize: Int {
    case small, BUTTON_152x33, BUTTON_194x37
}

let ENV_LIVE = "https://shop.example.com"

struct Order {
    static var current = Order()
    var payment = PayPalPayment()
    var size = ButtonSize.BUTTON_194x37

    func endpoint() -> String {
        return ENV_LIVE + "/orders"
    }

    func complete(_ key: String!) {}
    func fail(_ id: String!) {}
}
