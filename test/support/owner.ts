// The owner's content: the one folder outside test/fixtures whose change changes what a test
// sees. Engine tests run on their own copy of the sample (SAMPLE_CONTENT), so they answer the
// same whoever the owner is; a test that reads content/ takes its path from here, and that
// import is how CI's owner runs find it (.ci/owner-swap.sh runs every test file importing this
// module, with another person's portfolio in content/).

/** The owner's content folder, relative to the repository root. */
export const OWNER_CONTENT = "content";
