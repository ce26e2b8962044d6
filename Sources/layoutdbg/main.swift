import Foundation
import LayoutDebugCommands

// Thin on purpose: all behaviour lives in LayoutDebugCommands, where tests can reach it.
let arguments = Array(CommandLine.arguments.dropFirst())
// A long command tells a person at a terminal that it is still working (never a pipe or a file).
let notice: ProgressNotice? = ProgressNotice.isWanted(standardErrorIsTerminal: isatty(STDERR_FILENO) == 1, arguments: arguments)
    ? ProgressNotice(text: ProgressNotice.text(arguments: arguments)) { FileHandle.standardError.write(Data($0.utf8)) }
    : nil
notice?.start()
let result = LayoutDebugCLI.run(arguments)
notice?.stop()
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode)
