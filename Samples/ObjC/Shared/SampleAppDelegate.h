//
//  SampleAppDelegate.h
//  MPL legacy samples (reference source, MRC, iOS 4 era; not compiled here)
//
//  Initializes the library once, on a background thread, when the app starts.
//  Swift port: SampleSetup in Samples/Swift/SampleFlow.swift.
//

#import <UIKit/UIKit.h>

@interface SampleAppDelegate : NSObject <UIApplicationDelegate> {
	UIWindow *window;
	UINavigationController *navController;
}

@property (nonatomic, retain) IBOutlet UIWindow *window;
@property (nonatomic, retain) IBOutlet UINavigationController *navController;

-(void)initializePayPal;

@end
