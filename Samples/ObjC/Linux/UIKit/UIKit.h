//
//  UIKit.h — a minimal UIKit stand-in, for Linux builds only (Samples/ObjC/build-linux.sh puts it on the
//  include path). It exists so the 2011 Objective-C sources compile and run unchanged with GNUstep: the views,
//  the button with target/action, the view controller, the application and the alert view they use. Nothing draws;
//  an alert prints one line ("UIAlertView: <title>: <message>") so programs and tests can see it. Never used on
//  Apple platforms, where the real UIKit is imported. (.ci/objc-standins holds the other stand-in: declarations only,
//  for clang's ARC and MRC checks in .ci/objc-clang-check.sh.)
//

#ifndef MPL_LINUX_UIKIT_H
#define MPL_LINUX_UIKIT_H

#import <Foundation/Foundation.h>

#ifndef IBOutlet
#define IBOutlet
#endif

// Apple's platform headers (CoreFoundation, under UIKit) gave 2011 code TRUE and FALSE.
#ifndef TRUE
#define TRUE 1
#endif
#ifndef FALSE
#define FALSE 0
#endif

/** A coordinate (double, as on 64-bit iOS). */
typedef double CGFloat;
/** A point. */
typedef struct { CGFloat x, y; } CGPoint;
/** A size. */
typedef struct { CGFloat width, height; } CGSize;
/** A rectangle: origin and size. */
typedef struct { CGPoint origin; CGSize size; } CGRect;

/** A rectangle. */
static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
	CGRect rect;
	rect.origin.x = x;
	rect.origin.y = y;
	rect.size.width = width;
	rect.size.height = height;
	return rect;
}

/** Control events (UIKit's value for touch-up-inside). */
typedef enum { UIControlEventTouchUpInside = 1 << 6 } UIControlEvents;
/** Control states. */
typedef enum { UIControlStateNormal = 0 } UIControlState;
/** Button types. */
typedef enum { UIButtonTypeCustom = 0, UIButtonTypeRoundedRect = 1 } UIButtonType;

/** A view: a frame and subviews. */
@interface UIView : NSObject {
	CGRect frame;
	NSMutableArray *subviews;
}
@property (nonatomic) CGRect frame;
@property (nonatomic, readonly) NSArray *subviews;
- (id)initWithFrame:(CGRect)aFrame;
- (void)addSubview:(UIView *)view;
@end

/** A control: targets and actions per event. */
@interface UIControl : UIView {
	BOOL enabled;
	NSMutableArray *targetActions;
}
@property (nonatomic, getter=isEnabled) BOOL enabled;
- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)events;
/** The action names sent to `target` for `event`. */
- (NSArray *)actionsForTarget:(id)target forControlEvent:(UIControlEvents)event;
/** Sends the actions registered for `events`, as a touch does. */
- (void)sendActionsForControlEvents:(UIControlEvents)events;
@end

/** A button with a title. */
@interface UIButton : UIControl {
	NSString *title;
}
+ (id)buttonWithType:(UIButtonType)buttonType;
- (void)setTitle:(NSString *)aTitle forState:(UIControlState)state;
- (NSString *)titleForState:(UIControlState)state;
@end

/** A window. */
@interface UIWindow : UIView
- (void)makeKeyAndVisible;
@end

/** A view controller: its view is made on first use, then viewDidLoad runs, as in UIKit. */
@interface UIViewController : NSObject {
	UIView *view;
}
@property (nonatomic, retain) UIView *view;
- (void)viewDidLoad;
@end

/** A navigation controller. */
@interface UINavigationController : UIViewController
@end

@class UIApplication;

/** The application delegate protocol. */
@protocol UIApplicationDelegate <NSObject>
@optional
- (void)applicationDidFinishLaunching:(UIApplication *)application;
@end

/** The application singleton. */
@interface UIApplication : NSObject {
	id delegate;
}
@property (nonatomic, assign) id delegate;
+ (UIApplication *)sharedApplication;
@end

/** The 2011 web view delegate protocol (PayPal adopted it). */
@protocol UIWebViewDelegate <NSObject>
@end

/** An alert: -show prints "UIAlertView: <title>: <message>". */
@interface UIAlertView : UIView {
	NSString *title;
	NSString *message;
}
- (id)initWithTitle:(NSString *)aTitle message:(NSString *)aMessage delegate:(id)delegate
	cancelButtonTitle:(NSString *)cancelButtonTitle otherButtonTitles:(NSString *)otherButtonTitles, ...;
- (void)show;
@end

#endif
