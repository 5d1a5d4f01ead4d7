import ArgumentParser
import Foundation
import TrackerKit

struct ImportCSV: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "csv", abstract: "Import history from other apps' files.", subcommands: [ImportCSVWeights.self, ImportCSVFoods.self, ImportCSVDiary.self])
}

struct ImportCSVWeights: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weights", abstract: "Import a weight history: K-Count, openScale or any date,weight[,unit] file.",
        discussion: """
            The layout is told by the file's header: K-Count's days.csv or JSON export, openScale's CSV \
            export, Tracker's own days.csv, or a file with a date and a weight column (and optionally a \
            unit column: kg or lb), with or without a header line. Weights may use a comma or a dot; dates may be YYYY-MM-DD (with a \
            time or not), DD.MM.YYYY or 21 Nov 2026. A day with several weigh-ins keeps the latest. \
            Days you already logged keep their weight unless --replace. \
            K-Count's history brings its food too: from its JSON each entry (foods created as needed, each entry with the calories it was logged with), from its days.csv each day's Total Calories as one entry; a day that already has food keeps yours, and the dry run lists it. All or nothing: one bad line \
            refuses the file (each named by its number) and nothing is written. See docs/import.md.

            Examples:
              tracker import csv weights ~/Downloads/days.csv --dry-run
              tracker import csv weights openScale_export.csv
              tracker import csv weights weights.csv --unit lb --replace
              tracker import csv weights openScale_2.5.4.csv --skip-bad-lines
            """)

    @Argument(help: "The file.", completion: .file()) var path: String
    @Flag(help: "Show what would be added and what conflicts; write nothing.") var dryRun = false
    @Flag(help: "Days already logged take the file's weight.") var replace = false
    @Flag(help: "Leave out bad lines (each named in the summary) instead of refusing the file.") var skipBadLines = false
    @Option(help: "The unit of weights that name none (default: your unit setting).") var unit: WeightUnit?
    @OptionGroup var store: StoreOptions

    func run() throws {
        let data = try asBadInput(argument: "path") { try RegularFile.read(path, limit: .csv("a weight history")) }
        // A dry run before the first entry: what would be added to an empty diary.
        let context = dryRun && !FileSystem.exists(store.resolvedPath) ? try CommandContext(inMemory: ()) : try CommandContext(store, reading: dryRun)
        let history: WeightHistory
        do {
            history = try WeightHistoryReader.read(
                data, defaultUnit: unit ?? context.preferences.weightUnit, today: context.today, skipBadLines: skipBadLines)
        } catch let error as WeightHistoryError {
            throw BadInput(Sentence.then("\(path): \(error)", "Nothing was imported."))
        }
        let plan =
            dryRun
            ? try context.database.planWeightImport(history, replace: replace)
            : try context.database.importWeights(history, replace: replace)
        for line in plan.lines(history: history, unit: context.preferences.weightUnit, dryRun: dryRun, replaceHint: "--replace takes the file's") {
            say(line)
        }
    }
}

struct ImportCSVFoods: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foods",
        abstract: "Import foods: K-Count's foods.csv or foods JSON, Tracker's own foods.csv, or the foods of a Cronometer or Lose It! diary.",
        discussion: """
            Foods you do not have yet are added; a food you already have (same name, any case) keeps \
            its calories and serving type, and the summary names it. A serving type Tracker lacks ("slice") becomes "serving". \
            From Cronometer's servings.csv or Lose It!'s food-logs.csv (the files import csv diary reads) each food is created once by name, with the calories per serving of its latest entry; rows of 0 kcal and rows marked deleted are left out and counted. MyFitnessPal's Nutrition Summary has meals, not foods: import it with import csv diary. \
            All or nothing, like every import: one bad line refuses the file (each named by its number) unless --skip-bad-lines. See docs/import.md.

            Examples:
              tracker import csv foods ~/Downloads/foods.csv --dry-run
              tracker import csv foods foods.csv
              tracker import csv foods servings.csv --skip-bad-lines
            """)

    @Argument(help: "The file.", completion: .file()) var path: String
    @Flag(help: "Show what would be added; write nothing.") var dryRun = false
    @Flag(help: "Leave out bad lines of a food diary (each named in the summary) instead of refusing the file.") var skipBadLines = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let data = try asBadInput(argument: "path") { try RegularFile.read(path, limit: .csv("a food list")) }
        let context = dryRun && !FileSystem.exists(store.resolvedPath) ? try CommandContext(inMemory: ()) : try CommandContext(store, reading: dryRun)
        let list: KCountFoodList
        do { list = try KCountFoodList.read(data, today: context.today, skipBadLines: skipBadLines) } catch let error as WeightHistoryError {
            throw BadInput(Sentence.then("\(path): \(error)", "Nothing was imported."))
        }
        let plan = dryRun ? try context.database.planFoodImport(list) : try context.database.importFoods(list)
        plan.lines(list: list, dryRun: dryRun).forEach { say($0) }
    }
}

struct ImportCSVDiary: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diary", abstract: "Import a food diary from MyFitnessPal, Cronometer or Lose It!.",
        discussion: """
            Reads MyFitnessPal's Nutrition Summary (a row per day and meal: each becomes a quick-add named after the meal), Cronometer's servings.csv or Lose It!'s food-logs.csv (a row per food: foods are created once by name, each entry keeps its calories). The layout is told by the header. A day that already has food keeps yours; rows of 0 kcal and Lose It! rows marked deleted are left out and counted. All or nothing: one bad line refuses the file (each named by its number) unless --skip-bad-lines. See docs/import.md.

            Examples:
              tracker import csv diary "Nutrition Summary.csv" --dry-run
              tracker import csv diary servings.csv
              tracker import csv diary food-logs.csv --skip-bad-lines
            """)

    @Argument(help: "The file.", completion: .file()) var path: String
    @Flag(help: "Show what would be added and what conflicts; write nothing.") var dryRun = false
    @Flag(help: "Leave out bad lines (each named in the summary) instead of refusing the file.") var skipBadLines = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let data = try asBadInput(argument: "path") { try RegularFile.read(path, limit: .csv("a food diary")) }
        let context = dryRun && !FileSystem.exists(store.resolvedPath) ? try CommandContext(inMemory: ()) : try CommandContext(store, reading: dryRun)
        let file: FoodDiaryFile
        do { file = try FoodDiaryReader.read(data, today: context.today, skipBadLines: skipBadLines) } catch let error as WeightHistoryError {
            throw BadInput(Sentence.then("\(path): \(error)", "Nothing was imported."))
        }
        let plan = dryRun ? try context.database.planFoodDiary(file) : try context.database.importFoodDiary(file)
        file.lines(plan, dryRun: dryRun).forEach { say($0) }
    }
}
