const versions = {};

export default versions;
