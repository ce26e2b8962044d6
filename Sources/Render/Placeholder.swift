public enum RenderPlaceholder {}
