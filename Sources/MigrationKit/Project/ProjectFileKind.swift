/// How the project scan treats a file, decided from its name.
enum ProjectFileKind: Sendable, Hashable {
    /// Source code in a language the scanner reads.
    case source(SourceLanguage)
    /// An Xcode project file (`project.pbxproj`).
    case xcodeProject
    /// A CocoaPods `Podfile`.
    case podfile
    /// A Gradle build file (`build.gradle`; `kotlin`: `build.gradle.kts`).
    case gradle(kotlin: Bool)
    /// An Xcode build configuration file (`.xcconfig`): read for its bridging-header setting.
    case xcconfig
    /// An Eclipse/Ant `.classpath`.
    case eclipseClasspath
    /// An `AndroidManifest.xml`.
    case androidManifest
    /// A Cordova/PhoneGap plugin's `plugin.xml`.
    case cordovaPlugin
    /// The Android library's jar (`PayPal_MPL.jar`, also with a version in its name): its presence is the finding.
    case androidJar

    /// The kind of the file named `fileName`, or nil when the scan ignores it.
    init?(fileName: String) {
        switch fileName {
        case "project.pbxproj":
            self = .xcodeProject
            return
        case "Podfile":
            self = .podfile
            return
        case ".classpath":
            self = .eclipseClasspath
            return
        case "AndroidManifest.xml":
            self = .androidManifest
            return
        case "plugin.xml":
            self = .cordovaPlugin
            return
        default: break
        }
        if fileName.hasSuffix(".xcconfig") {
            self = .xcconfig
            return
        }
        if fileName.hasSuffix(".gradle") {
            self = .gradle(kotlin: false)
            return
        }
        if fileName.hasSuffix(".gradle.kts") {
            self = .gradle(kotlin: true)
            return
        }
        if fileName.hasPrefix(AndroidProjectReader.jarPrefix) && fileName.hasSuffix(".jar") {
            self = .androidJar
            return
        }
        let utf8 = fileName.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        switch Substring(utf8[utf8.index(after: dot)...]) {
        case "h", "m", "mm": self = .source(.objectiveC)
        case "swift": self = .source(.swift)
        case "c", "cpp", "cc": self = .source(.c)
        case "java": self = .source(.java)
        case "kt": self = .source(.kotlin)
        default: return nil
        }
    }
}
