const system = {};

export default system;
