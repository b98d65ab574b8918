/// A realistic shape of legacy codebase: which languages, in what proportion, and how dense the legacy uses are.
struct CodebaseMix {
    /// The name `--mix` takes.
    let name: String
    /// What it stands for.
    let summary: String
    /// The kinds of successive files, cycled.
    let kinds: [SourceKind]
    /// In how many of 100 methods a legacy use is planted (another as many hold a decoy).
    let usePercent: Int
    /// Whether each Objective-C file has its header (`Feature1.h` beside `Feature1.m`), as Xcode projects do.
    let headers: Bool

    /// The mixes `--mix all` measures: every shape a 2011 app took, from sparse uses to one every ~40 lines.
    static let all: [CodebaseMix] = [
        CodebaseMix(
            name: "mixed", summary: "Objective-C, Swift, Java and Kotlin (2:1:1:1), a use every ~90 lines",
            kinds: [.objectiveC, .objectiveC, .swift, .java, .kotlin], usePercent: 12, headers: false),
        CodebaseMix(
            name: "objc-heavy", summary: "an iOS app of 2011: .m with their .h, a quarter Swift, a use every ~40 lines",
            kinds: [.objectiveC, .objectiveC, .objectiveC, .swift], usePercent: 30, headers: true),
        CodebaseMix(
            name: "objc-sparse", summary: "a large iOS app with few payment screens: .m and .h, a use every ~400 lines",
            kinds: [.objectiveC, .objectiveC, .objectiveC, .swift], usePercent: 3, headers: true),
        CodebaseMix(
            name: "swift-heavy", summary: "an app ported to Swift: Swift, a quarter Objective-C, a use every ~40 lines",
            kinds: [.swift, .swift, .swift, .objectiveC], usePercent: 30, headers: true),
        CodebaseMix(
            name: "android", summary: "an Android app: Java and Kotlin, a use every ~90 lines",
            kinds: [.java, .java, .kotlin], usePercent: 12, headers: false),
    ]

    /// The mix named `name`.
    static func named(_ name: String) -> CodebaseMix? { all.first { $0.name == name } }
}
