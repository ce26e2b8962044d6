import Foundation
import LayoutDebugCommands

// Thin on purpose: all behaviour lives in LayoutDebugCommands, where tests can reach it.
let result = LayoutDebugCLI.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode)
