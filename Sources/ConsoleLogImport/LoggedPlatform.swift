/// The framework that printed a log, so that a fix's code is written with its types: UIKit (iOS,
/// tvOS) or AppKit (macOS). The header and the footer tell it (console-logs reference §7.3:
/// AppKit's header ends with a colon and its footer names
/// `NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints`; UIKit's names
/// `UIViewAlertForUnsatisfiableConstraints`), else the classes of the views (`UILabel`,
/// `_UIButtonBarStackView` or `NSTextField`, `NSVisualEffectView`).
public enum LoggedPlatform: String, Sendable, Equatable {
    case uikit = "UIKit"
    case appKit = "AppKit"

    /// What the log tells, or nil when it tells nothing (a bare list of the app's own classes)
    /// or names classes of both.
    public static func told(by conflict: LoggedConflict) -> LoggedPlatform? {
        switch conflict.header {
        case .appKit, .appKitConflicting: return .appKit
        case .uikit, .uikitSingleLine: return .uikit
        case .none: break
        }
        switch conflict.footer {
        case .appKit: return .appKit
        case .uikit, .uikitCore, .uikitUnnamed: return .uikit
        case nil: break
        }
        let classes = conflict.constraints.flatMap { constraint in
            [constraint.equation.first.item.className, constraint.equation.second?.item.className].compactMap { $0 }
        }
        let uikit = classes.contains { $0.hasPrefix("UI") || $0.hasPrefix("_UI") }
        let appKit = classes.contains(where: isAppKitClass)
        switch (uikit, appKit) {
        case (true, false): return .uikit
        case (false, true): return .appKit
        default: return nil
        }
    }

    /// The platform code is written for, and why when the log does not tell it.
    public static func forCode(_ conflict: LoggedConflict) -> (platform: LoggedPlatform, assumed: String?) {
        if let told = told(by: conflict) { return (told, nil) }
        return (.uikit, "UIKit's spelling: the log shows no header, footer or view class of UIKit's or AppKit's")
    }

    /// `NSTextField`, `NSVisualEffectView`; not the key-value observing subclasses both platforms
    /// make (`NSKVONotifying_MyApp.Switch`).
    static func isAppKitClass(_ name: String) -> Bool {
        guard name.hasPrefix("NS"), !name.hasPrefix("NSKVONotifying_"), let third = name.dropFirst(2).first else { return false }
        return third.isUppercase
    }
}
