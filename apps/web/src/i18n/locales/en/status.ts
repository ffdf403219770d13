const status = {};

export default status;
