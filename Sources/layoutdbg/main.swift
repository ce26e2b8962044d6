import Foundation
import LayoutDebugCommands

// Thin on purpose: all behaviour lives in LayoutDebugCommands, where tests can reach it.
let arguments = Array(CommandLine.arguments.dropFirst())
// A long command tells a person at a terminal that it is still working, and how far along it is
// (never a pipe or a file).
let progress: CommandProgress? = ProgressNotice.isWanted(standardErrorIsTerminal: isatty(STDERR_FILENO) == 1, arguments: arguments)
    ? CommandProgress() : nil
let notice = progress.map { progress in
    ProgressNotice(text: ProgressNotice.text(arguments: arguments), progress: progress) { FileHandle.standardError.write(Data($0.utf8)) }
}
notice?.start()
// The process ends right after the output is written: freeing the layout first is wasted time.
TeardownAtExit.skip()
let result = LayoutDebugCLI.run(arguments, progress: progress)
notice?.stop()
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode)
