/** The default condition multipliers as the help words them (a test checks them against core's defaults). */
export const DEFAULT_CONDITIONS_TEXT = 'New 100%, Like New 90%, Good 80%, Fair 70% and Poor 50%';
