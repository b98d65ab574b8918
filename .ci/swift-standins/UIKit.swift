// A Swift `UIKit` stand-in (declarations with empty bodies; not an SDK, nothing from Apple's), for one purpose:
// .ci/fix_samples.sh typechecks the Swift files of Samples/Migration, written for iOS, on Linux, before and after
// `mpl-migrate fix`. It declares only what those files use of UIKit: a view controller with its view and navigation
// controller, and a view that takes subviews. On iOS `PayPalPayButton` is a `UIButton`, so a view takes it as a
// subview; on Linux LegacyMPL's button is its own class, so `UIView` takes it too (the one departure from Apple's
// shapes). The script builds it as a module (`swiftc -emit-module`) and imports LegacyMPL in every sample file, as
// the apps' bridging headers made PayPal.h visible to all their Swift files.
@_exported import Foundation
import LegacyMPL

/// The base of views and view controllers.
open class UIResponder: NSObject {}

/// A view.
open class UIView: UIResponder {
    /// Adds a subview.
    open func addSubview(_ view: UIView) {}

    /// Adds LegacyMPL's pay button (a `UIButton`, so a view, on iOS).
    public func addSubview(_ button: PayPalPayButton) {}
}

/// A view controller.
open class UIViewController: UIResponder {
    /// Its view.
    open var view: UIView! = UIView()

    /// The navigation controller it is in, if any.
    open var navigationController: UINavigationController? { nil }

    /// Called after the view loaded.
    open func viewDidLoad() {}
}

/// A navigation controller.
open class UINavigationController: UIViewController {
    /// Pops the top view controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }
}
