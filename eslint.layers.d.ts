/** Types of eslint.layers.js for the TypeScript that reads it (scripts/lint-boundaries.test.ts). */
export declare const CORE_FEATURES: string[];
export declare const FEATURES: string[];
export declare const BOUNDARY_ZONES: { target: string[]; from: string[]; message: string }[];
