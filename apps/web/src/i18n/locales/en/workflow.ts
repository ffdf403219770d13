const workflow = {};

export default workflow;
