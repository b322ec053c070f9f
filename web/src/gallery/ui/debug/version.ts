/** The library version the debug line names (spec/002 §2). */
export const LIBRARY_VERSION = '3.1.38';
