/* UIKit/UIKit.h: a stand-in for .ci/objc-clang-check.sh (NOT Apple's header, NOT an SDK; see ../README.md).
 *
 * Declarations only, for clang's Objective-C front end: the UIKit (and Core Graphics) API that PayPal.h, PayPal.m,
 * the 2011 samples and Tests/ObjCTests use, shaped as Apple declares it (UIResponder at the root of views, view
 * controllers and the application; a weak application delegate). Like the real UIKit it exists only for iOS
 * targets: importing it for macOS is an error, as on a Mac. (Samples/ObjC/Linux/UIKit is the other stand-in: gcc and
 * GNUstep, with behaviour, so the samples and tests run on Linux.) */
#ifndef MPL_STANDIN_UIKIT_H
#define MPL_STANDIN_UIKIT_H

#include <TargetConditionals.h>
#if !TARGET_OS_IPHONE
#error "UIKit is not available for this target (macOS): PayPal.h must not import it there"
#endif

#import <Foundation/Foundation.h>

#define IBOutlet

/* ---- Core Graphics ---- */

typedef double CGFloat;
typedef struct CGPoint { CGFloat x, y; } CGPoint;
typedef struct CGSize { CGFloat width, height; } CGSize;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;

static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
	CGRect rect;
	rect.origin.x = x;
	rect.origin.y = y;
	rect.size.width = width;
	rect.size.height = height;
	return rect;
}

/* ---- Views and controls ---- */

typedef enum { UIControlEventTouchUpInside = 1 << 6 } UIControlEvents;
typedef enum { UIControlStateNormal = 0 } UIControlState;

@interface UIResponder : NSObject
@end

@interface UIView : UIResponder
@property (nonatomic) CGRect frame;
- (instancetype)initWithFrame:(CGRect)frame;
- (void)addSubview:(UIView *)view;
@end

@interface UIControl : UIView
@property (nonatomic, getter=isEnabled) BOOL enabled;
- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents;
@end

@interface UIButton : UIControl
- (void)setTitle:(NSString *)title forState:(UIControlState)state;
- (NSString *)titleForState:(UIControlState)state;
@end

@interface UIWindow : UIView
- (void)makeKeyAndVisible;
@end

/* ---- View controllers and the application ---- */

@interface UIViewController : UIResponder
@property (nonatomic, strong) UIView *view;
- (void)viewDidLoad;
@end

@interface UINavigationController : UIViewController
@end

@class UIApplication;

@protocol UIApplicationDelegate <NSObject>
@optional
- (void)applicationDidFinishLaunching:(UIApplication *)application;
@end

@interface UIApplication : UIResponder
@property (class, nonatomic, readonly) UIApplication *sharedApplication;
@property (nonatomic, weak) id<UIApplicationDelegate> delegate;
@end

/* ---- The 2011 API that the samples and PayPal.h still name (deprecated by Apple; declared plainly here) ---- */

@protocol UIWebViewDelegate <NSObject>
@end

@interface UIAlertView : UIView
- (instancetype)initWithTitle:(NSString *)title message:(NSString *)message delegate:(id)delegate
	cancelButtonTitle:(NSString *)cancelButtonTitle otherButtonTitles:(NSString *)otherButtonTitles, ...
	NS_REQUIRES_NIL_TERMINATION;
- (void)show;
@end

#endif
