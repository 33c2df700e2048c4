export declare function findChrome(): string | null;
export declare const chromeArgs: string[];
