// Style sheets mean nothing to jsdom; components import them for Vite only.
module.exports = {};
