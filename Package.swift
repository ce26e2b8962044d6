// swift-tools-version:6.0
import PackageDescription

// Module map (see docs/architecture.md): arrows point down only.
//   layoutdbg (CLI) -> LayoutDebugCommands -> LayoutImport -> LayoutScript -> LayoutModel -> Cassowary
//                                          |-> Reports -> LayoutScript, Render, Explain, JSONText
//                                          \-> Render -> Explain -> LayoutModel, Cassowary
//                                          |         \-> CGraphviz
//                                          \-> LinearSystemFormat -> JSONText -> Cassowary
//   ConsoleLogImport -> LayoutImport, LayoutScript, Explain, LayoutModel, Cassowary (console logs read, rebuilt, proved);
//                       Reports and LayoutDebugCommands use it (`layoutdbg log`, the .log importer)
//   InterfaceBuilderImport -> LayoutScript, LayoutImport, LayoutModel, Cassowary (.xib/.storyboard read into records, then built into scenarios; its importer)
//   layoutdbg-bench -> LinearSystemFormat, LayoutScript, Explain, BenchInputs (its generated inputs) ...
let package = Package(
    name: "layoutdbg",
    products: [
        .executable(name: "layoutdbg", targets: ["layoutdbg"]),
        .executable(name: "layoutdbg-bench", targets: ["layoutdbg-bench"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        // No unsafe flags: SwiftPM refuses a package that uses them as a dependency by version. The
        // solver switches exclusivity checks off on its own hot properties instead (Solver.swift).
        .target(name: "Cassowary"),
        .target(name: "LayoutModel", dependencies: ["Cassowary"]),
        .target(name: "SeededRandom"),
        .target(name: "LayoutScript", dependencies: ["LayoutModel", "Cassowary"]),
        // The seam for input formats: the importer protocol, its registry, and the `.layout` importer.
        .target(name: "LayoutImport", dependencies: ["LayoutScript", "LayoutModel", "Cassowary"]),
        // Console logs ("Unable to simultaneously satisfy constraints") read into records, rebuilt as layouts, proved.
        .target(name: "ConsoleLogImport", dependencies: ["LayoutModel", "Cassowary", "LayoutScript", "LayoutImport", "Explain"]),
        // Interface Builder documents (.xib, .storyboard) read into faithful records with FoundationXML.
        .target(name: "InterfaceBuilderImport", dependencies: ["LayoutScript", "LayoutImport", "LayoutModel", "Cassowary"]),
        .target(name: "Explain", dependencies: ["LayoutModel", "Cassowary"]),
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            // Debian/Ubuntu, and Homebrew on macOS.
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        .target(name: "Render", dependencies: ["CGraphviz", "Explain", "LayoutModel", "Cassowary"]),
        // JSON text with positions (reader) and a fixed-order writer; the solve-linear format on it.
        .target(name: "JSONText", dependencies: ["Cassowary"]),
        .target(name: "LinearSystemFormat", dependencies: ["Cassowary", "JSONText"]),
        // The report values (solve, explain, trace) and their writers as text, JSON and Markdown.
        .target(name: "Reports", dependencies: ["JSONText", "Cassowary", "LayoutModel", "LayoutScript", "LayoutImport", "Explain", "Render", "ConsoleLogImport"]),
        .target(name: "LayoutDebugCommands", dependencies: ["Cassowary", "LayoutModel", "LayoutScript", "LayoutImport", "Explain",
                                                           "Render", "Reports", "JSONText", "LinearSystemFormat", "ConsoleLogImport",
                                                           "InterfaceBuilderImport"]),
        .executableTarget(name: "layoutdbg", dependencies: ["LayoutDebugCommands"]),
        // The benchmark's generated inputs (layouts, console logs, storyboards), apart so tests can check they read.
        .target(name: "BenchInputs", dependencies: ["SeededRandom"]),
        .executableTarget(name: "layoutdbg-bench", dependencies: ["Cassowary", "LinearSystemFormat", "JSONText", "LayoutModel", "LayoutScript", "Explain", "SeededRandom", "BenchInputs"]),
        // zlib for the browser tests' PNG decoding (their screenshots); test-only, never in a product.
        .systemLibrary(
            name: "CZlib",
            path: "Tests/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // The fixture is read from the source tree by path, not bundled.
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SeededRandom"], exclude: ["Fixtures"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Explain", "LayoutScript", "LayoutModel", "Cassowary"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "Cassowary"]),
        .testTarget(name: "LayoutScriptTests", dependencies: ["LayoutScript", "LayoutModel", "SeededRandom"]),
        .testTarget(name: "ConsoleLogImportTests", dependencies: ["ConsoleLogImport", "LayoutModel", "LayoutScript", "Cassowary", "SeededRandom"]),
        .testTarget(name: "InterfaceBuilderImportTests", dependencies: ["InterfaceBuilderImport", "LayoutScript", "LayoutModel", "Cassowary", "SeededRandom"]),
        .testTarget(name: "LayoutImportTests", dependencies: ["LayoutImport", "LayoutScript", "LayoutModel"]),
        .testTarget(name: "ExplainTests", dependencies: ["Explain", "LayoutScript", "LayoutModel", "Cassowary", "SeededRandom"]),
        // Real console logs live in Tests/ConsoleLogs, outside any target, and are read from the
        // source tree by path: several test targets share them.
        .testTarget(name: "CommandTests", dependencies: ["LayoutDebugCommands", "Reports", "LinearSystemFormat", "JSONText", "Cassowary", "SeededRandom",
                                                    "ConsoleLogImport", "LayoutModel", "BenchInputs", "LayoutImport", "LayoutScript", "CZlib"],
                    resources: [.copy("Golden")]),
    ]
)
