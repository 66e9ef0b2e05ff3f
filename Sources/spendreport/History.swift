import ArgumentParser
import SpendAnalytics

/// `spendreport history …`: look after a `--history` store (docs/HISTORY.md).
struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List, prune and check a --history store.",
        discussion:
            "Exit status: 0 success, 64 usage, 65 damaged, newer or non-SQLite store (nothing changed), 66 no such store.",
        subcommands: [Accounts.self, Imports.self, RemoveAccount.self, RemoveImport.self, Check.self])

    /// `--history FILE`, as `report` takes it.
    struct StoreOption: ParsableArguments {
        @Option(help: "The SQLite history store.")
        var history: String
    }

    struct Accounts: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "accounts", abstract: "List the store's accounts: rows, first and last date.")
        @OptionGroup var store: StoreOption

        func run() throws {
            try ExitStatus.mapping {
                let accounts = try HistoryMaintenance(path: store.history).accounts()
                // Padded as printed: a name's control characters take the room of their escapes.
                let names = accounts.map { $0.name.escapingControlCharacters() }
                let width = max(7, names.map(\.count).max() ?? 0)
                try Standard.output("account".rightPadded(width) + "  rows  first       last")
                for (account, name) in zip(accounts, names) {
                    try Standard.output(
                        name.rightPadded(width) + "  "
                            + String(account.rows).leftPadded(4) + "  \(account.firstDate)  \(account.lastDate)")
                }
            }
        }
    }

    struct Imports: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "imports", abstract: "List the store's imports: id, time, rows added and still held, inputs.")
        @OptionGroup var store: StoreOption

        func run() throws {
            try ExitStatus.mapping {
                for item in try HistoryMaintenance(path: store.history).imports() {
                    try Standard.output(
                        "\(item.id)  \(item.importedAt)  \(item.added) added, \(item.remaining) held  \(item.inputs.joined(separator: ", "))"
                    )
                }
            }
        }
    }

    struct RemoveAccount: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove-account", abstract: "Remove every row of one account.")
        @OptionGroup var store: StoreOption
        @Argument(help: "The account's name, as `history accounts` lists it.")
        var name: String

        func run() throws {
            try ExitStatus.mapping {
                let removed = try HistoryMaintenance(path: store.history).removeAccount(name)
                Standard.error("spendreport: \(store.history): removed account \(name) (\(removed) rows)")
            }
        }
    }

    struct RemoveImport: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove-import", abstract: "Remove one import and the rows it added.")
        @OptionGroup var store: StoreOption
        @Argument(help: "The import's id, as `history imports` lists it.")
        var id: Int

        func run() throws {
            try ExitStatus.mapping {
                let removed = try HistoryMaintenance(path: store.history).removeImport(id)
                Standard.error("spendreport: \(store.history): removed import \(id) (\(removed) rows)")
            }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check", abstract: "Check the store's integrity (SQLite integrity and foreign-key checks).")
        @OptionGroup var store: StoreOption

        func run() throws {
            try ExitStatus.mapping {
                let counts = try HistoryMaintenance(path: store.history).check()
                try Standard.output("\(store.history): ok (\(counts.rows) rows, \(counts.imports) imports)")
            }
        }
    }
}

extension String {
    /// Left-aligned in `width` characters (as a person counts them: `café` is four, however written).
    func rightPadded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// Right-aligned in `width` characters.
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
