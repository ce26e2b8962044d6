// swift-tools-version:6.0
import PackageDescription

// Module map (see docs/architecture.md): arrows point down only.
//   layoutdbg (CLI) -> LayoutDebugCommands -> LayoutScript -> LayoutModel -> Cassowary
//                                          \-> Render -> Explain -> LayoutModel, Cassowary
//                                                    \-> CGraphviz
let package = Package(
    name: "layoutdbg",
    products: [
        .executable(name: "layoutdbg", targets: ["layoutdbg"]),
        .executable(name: "layoutdbg-bench", targets: ["layoutdbg-bench"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        // The solver's state lives in one class; dynamic exclusivity checks on its arrays cost about
        // a fifth of solving time and guard nothing the code does (no overlapping accesses).
        .target(name: "Cassowary", swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
        .target(name: "LayoutModel", dependencies: ["Cassowary"]),
        .target(name: "SeededRandom"),
        .target(name: "LayoutScript", dependencies: ["LayoutModel", "Cassowary"]),
        .target(name: "Explain", dependencies: ["LayoutModel", "Cassowary"]),
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"])]
        ),
        .target(name: "Render", dependencies: ["CGraphviz", "Explain", "LayoutModel", "Cassowary"]),
        .target(name: "LayoutDebugCommands", dependencies: ["Cassowary", "LayoutModel", "LayoutScript", "Explain", "Render"]),
        .executableTarget(name: "layoutdbg", dependencies: ["LayoutDebugCommands"]),
        .executableTarget(name: "layoutdbg-bench", dependencies: ["Cassowary", "LayoutDebugCommands", "LayoutModel", "LayoutScript", "Explain", "SeededRandom"]),
        // The fixture is read from the source tree by path, not bundled.
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SeededRandom"], exclude: ["Fixtures"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Explain", "LayoutScript", "LayoutModel", "Cassowary"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "Cassowary"]),
        .testTarget(name: "LayoutScriptTests", dependencies: ["LayoutScript", "LayoutModel", "SeededRandom"]),
        .testTarget(name: "ExplainTests", dependencies: ["Explain", "LayoutScript", "LayoutModel", "Cassowary", "SeededRandom"]),
        .testTarget(name: "CommandTests", dependencies: ["LayoutDebugCommands", "Cassowary", "SeededRandom"],
                    resources: [.copy("Golden")]),
    ]
)
