const notifications = {};

export default notifications;
