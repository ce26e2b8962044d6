public enum CommandsPlaceholder {}
