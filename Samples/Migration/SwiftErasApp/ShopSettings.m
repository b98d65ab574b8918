#import "ShopSettings.h"

// Objective-C's own names shaped like the library's constants: a macro, an NS_ENUM case, a property, a method.
#define FEEPAYER_SENDER 1

typedef NS_ENUM(NSInteger, ShopButton) {
    ShopButtonNone,
    BUTTON_278x43 = 2
};

@interface ShopSettings ()
@property (nonatomic) NSInteger STATUS_COMPLETED;
@end

@implementation ShopSettings

- (int)TYPE_GOODS {
    return FEEPAYER_SENDER + BUTTON_278x43;
}

@end
