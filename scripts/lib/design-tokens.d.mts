export declare const TOKENS_FILE: string;
export declare function designTokens(css?: string): { light: Record<string, string>; dark: Record<string, string> };
