// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "spendreport",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SpendAnalytics", targets: ["SpendAnalytics"]),
        .executable(name: "spendreport", targets: ["spendreport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCSV",
            path: "Sources/CCSV",
            providers: [.apt(["libcsv-dev"])]
        ),
        .target(
            name: "SpendAnalytics",
            dependencies: [
                "CCSV",
                .product(name: "Yams", package: "Yams"),
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for binding a row's bytes without making Strings (HistoryImport).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            // The merchant dictionary's sources: scripts/generate-merchants.py compiles them into
            // Categorize/MerchantDictionaryData.swift (no resource bundle for the static binary to find).
            exclude: [
                "Categorize/Merchants", "Categorize/Lexicon", "Categorize/MCC", "Ingest/HeaderWords", "Report/Locales",
            ]
        ),
        .executableTarget(
            name: "spendreport",
            dependencies: [
                "SpendAnalytics",
                "CCSV",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench-rules`: categorizer throughput with 10, 100 and 1,000 keyword rules.
        .executableTarget(
            name: "rules-bench",
            dependencies: ["SpendAnalytics"],
            path: "Sources/rules-bench"
        ),
        // libFuzzer targets (scripts/fuzz.sh, docs/FUZZING.md): the ingest path, the rules loader and the rest below.
        // Built plainly they only print how to build them with -sanitize=fuzzer.
        .target(name: "FuzzDriver", path: "Sources/FuzzDriver"),
        .executableTarget(
            name: "fuzz-ingest", dependencies: ["SpendAnalytics", "FuzzDriver"], path: "Sources/fuzz-ingest"),
        .executableTarget(
            name: "fuzz-rules", dependencies: ["SpendAnalytics", "FuzzDriver"], path: "Sources/fuzz-rules"),
        // The owner splitter and grouping of `batch`, encoding detection and conversion, and the
        // history store's reads of a damaged store (which it damages through GRDB).
        .executableTarget(
            name: "fuzz-owners", dependencies: ["SpendAnalytics", "FuzzDriver"], path: "Sources/fuzz-owners"),
        .executableTarget(
            name: "fuzz-encoding", dependencies: ["SpendAnalytics", "FuzzDriver"], path: "Sources/fuzz-encoding"),
        .executableTarget(
            name: "fuzz-columns", dependencies: ["SpendAnalytics", "FuzzDriver"], path: "Sources/fuzz-columns"),
        .executableTarget(
            name: "fuzz-store",
            dependencies: ["SpendAnalytics", "FuzzDriver", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Sources/fuzz-store"),
        .testTarget(
            name: "SpendAnalyticsTests",
            dependencies: ["SpendAnalytics", "spendreport"],
            exclude: ["Golden"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
