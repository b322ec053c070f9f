// Where the viewer's logs go: the console unless a consumer passes its own.

export interface ViewerLogger {
  error(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
}

export const CONSOLE_LOGGER: ViewerLogger = {
  error: (message, ...details) => console.error(message, ...details),
  warn: (message, ...details) => console.warn(message, ...details),
};
