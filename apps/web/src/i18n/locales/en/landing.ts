const landing = {};

export default landing;
