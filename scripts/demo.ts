// Placeholder main job until the core queries land; replaced by the fuzz suite.
console.log('swept: the core queries are not built yet.');
