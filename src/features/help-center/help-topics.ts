// The topics moved to src/entities/help (the help assistant searches them too); the help
// centre's own files keep importing them from here.
export * from '@/entities/help/help-topics';
