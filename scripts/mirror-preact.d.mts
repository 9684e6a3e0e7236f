/** Types of mirror-preact.mjs (plain JS so the build runs it on bare Node). */
export declare function mapSpecifiers(source: string, options?: { toPreactFolder?: boolean }): string;
export declare function mapToPreact(source: string): string;
export declare function mirrorPreact(dist: string): Promise<void>;
