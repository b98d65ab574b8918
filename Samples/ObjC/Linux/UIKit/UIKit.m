//
//  UIKit.m — the Linux stand-in's behaviour (see UIKit.h).
//

#import "UIKit.h"
#include <stdio.h>

@implementation UIView
@synthesize frame;
- (id)initWithFrame:(CGRect)aFrame {
	if ((self = [super init])) {
		frame = aFrame;
		subviews = [[NSMutableArray alloc] init];
	}
	return self;
}
- (id)init {
	return [self initWithFrame:CGRectMake(0, 0, 0, 0)];
}
- (NSArray *)subviews {
	return subviews;
}
- (void)addSubview:(UIView *)subview {
	[subviews addObject:subview];
}
- (void)dealloc {
	[subviews release];
	[super dealloc];
}
@end

@implementation UIControl
@synthesize enabled;
- (id)initWithFrame:(CGRect)aFrame {
	if ((self = [super initWithFrame:aFrame])) {
		enabled = YES;
		targetActions = [[NSMutableArray alloc] init];
	}
	return self;
}
- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)events {
	// Like UIKit, the target is not retained.
	[targetActions addObject:[NSArray arrayWithObjects:[NSValue valueWithNonretainedObject:target], NSStringFromSelector(action),
		[NSNumber numberWithInt:(int)events], nil]];
}
- (NSArray *)actionsForTarget:(id)target forControlEvent:(UIControlEvents)event {
	NSMutableArray *actions = [NSMutableArray array];
	NSUInteger i;
	for (i = 0; i < [targetActions count]; i++) {
		NSArray *entry = [targetActions objectAtIndex:i];
		if ([[entry objectAtIndex:0] nonretainedObjectValue] == target && ([[entry objectAtIndex:2] intValue] & event)) {
			[actions addObject:[entry objectAtIndex:1]];
		}
	}
	return actions;
}
- (void)sendActionsForControlEvents:(UIControlEvents)events {
	NSArray *entries = [NSArray arrayWithArray:targetActions];
	NSUInteger i;
	for (i = 0; i < [entries count]; i++) {
		NSArray *entry = [entries objectAtIndex:i];
		if ([[entry objectAtIndex:2] intValue] & events) {
			[[[entry objectAtIndex:0] nonretainedObjectValue] performSelector:NSSelectorFromString([entry objectAtIndex:1]) withObject:self];
		}
	}
}
- (void)dealloc {
	[targetActions release];
	[super dealloc];
}
@end

@implementation UIButton
+ (id)buttonWithType:(UIButtonType)buttonType {
	return [[[self alloc] initWithFrame:CGRectMake(0, 0, 0, 0)] autorelease];
}
- (void)setTitle:(NSString *)aTitle forState:(UIControlState)state {
	[title autorelease];
	title = [aTitle copy];
}
- (NSString *)titleForState:(UIControlState)state {
	return title;
}
- (void)dealloc {
	[title release];
	[super dealloc];
}
@end

@implementation UIWindow
- (void)makeKeyAndVisible {
}
@end

@implementation UIViewController
- (UIView *)view {
	if (view == nil) {
		view = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)];
		[self viewDidLoad];
	}
	return view;
}
- (void)setView:(UIView *)aView {
	[view autorelease];
	view = [aView retain];
}
- (void)viewDidLoad {
}
- (void)dealloc {
	[view release];
	[super dealloc];
}
@end

@implementation UINavigationController
@end

@implementation UIApplication
@synthesize delegate;
+ (UIApplication *)sharedApplication {
	static UIApplication *shared = nil;
	@synchronized (self) {
		if (shared == nil) shared = [[UIApplication alloc] init];
	}
	return shared;
}
@end

@implementation UIAlertView
- (id)initWithTitle:(NSString *)aTitle message:(NSString *)aMessage delegate:(id)delegate
	cancelButtonTitle:(NSString *)cancelButtonTitle otherButtonTitles:(NSString *)otherButtonTitles, ... {
	if ((self = [super initWithFrame:CGRectMake(0, 0, 0, 0)])) {
		title = [aTitle copy];
		message = [aMessage copy];
	}
	return self;
}
- (void)show {
	printf("UIAlertView: %s: %s\n", [title UTF8String] ? [title UTF8String] : "", [message UTF8String] ? [message UTF8String] : "");
	fflush(stdout);
}
- (void)dealloc {
	[title release];
	[message release];
	[super dealloc];
}
@end
